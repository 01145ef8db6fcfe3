function __workoutkit_should_offer_completions_for_flags_or_options -a expected_commands
    set -l non_repeating_flags_or_options $argv[2..]
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __workoutkit_parse_tokens
    test "$commands" = "$expected_commands"; and return $non_repeating_flags_or_options_absent
end

function __workoutkit_should_offer_completions_for_positional -a expected_commands positional_index_comparison expected_positional_index
    set -l non_repeating_flags_or_options
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __workoutkit_parse_tokens
    test "$commands" = "$expected_commands" -a \( "$positional_index" "$positional_index_comparison" "$expected_positional_index" \)
end

function __workoutkit_parse_tokens -S
    set -l unparsed_tokens (__workoutkit_tokens -pc)
    switch $unparsed_tokens[1]
    case 'workoutkit'
        __workoutkit_parse_subcommand 0 'version' 'h/help'
        switch $unparsed_tokens[1]
        case 'import'
            __workoutkit_parse_subcommand -r 1 'store=' 'format=' 'source=' 'jobs=' 'json' 'dry-run' 'lenient' 'strict' 'quiet' 'smooth' 'version' 'h/help'
        case 'export'
            __workoutkit_parse_subcommand 0 'format=' 'workout=+' 'course=+' 'route-version=' 'name=' 'type=' 'since=' 'until=' 'o/output=' 'csv-layout=' 'strict' 'privacy-zone=+' 'hide-ends=' 'privacy-file=' 'store=' 'verbose' 'version' 'h/help'
        case 'convert'
            __workoutkit_parse_subcommand 1 'from=' 'to=' 'o/output=' 'csv-layout=' 'strict' 'lenient' 'verbose' 'privacy-zone=+' 'hide-ends=' 'privacy-file=' 'version' 'h/help'
        case 'list'
            __workoutkit_parse_subcommand 0 'type=' 'since=' 'until=' 'json' 'store=' 'version' 'h/help'
        case 'show'
            __workoutkit_parse_subcommand 1 'json' 'store=' 'version' 'h/help'
        case 'stats'
            __workoutkit_parse_subcommand 1 'by=' 'since=' 'until=' 'tz=' 'by-source' 'json' 'store=' 'version' 'h/help'
        case 'volume'
            __workoutkit_parse_subcommand 0 'period=' 'type=' 'since=' 'until=' 'tz=' 'json' 'store=' 'version' 'h/help'
        case 'derive'
            __workoutkit_parse_subcommand 0 'type=' 'since=' 'until=' 'store=' 'version' 'h/help'
        case 'analyze'
            __workoutkit_parse_subcommand 1 'ftp=' 'max-hr=' 'rest-hr=' 'sex=' 'hr-zones=' 'power-zones=' 'settings=' 'json' 'store=' 'version' 'h/help'
        case 'records'
            __workoutkit_parse_subcommand 0 'type=' 'since=' 'until=' 'json' 'store=' 'version' 'h/help'
        case 'plot'
            __workoutkit_parse_subcommand 1 'o/output=' 'size=' 'theme=' 'color-by=' 'x=' 'store=' 'version' 'h/help'
        case 'report'
            __workoutkit_parse_subcommand 0 'since=' 'until=' 'o/output=' 'tz=' 'theme=' 'open' 'store=' 'version' 'h/help'
        case 'changes'
            __workoutkit_parse_subcommand 0 'anchor=' 'type=' 'follow' 'json' 'store=' 'version' 'h/help'
        case 'route'
            __workoutkit_parse_subcommand 0 'version' 'h/help'
            switch $unparsed_tokens[1]
            case 'clean'
                __workoutkit_parse_subcommand 1 'max-speed=' 'dry-run' 'store=' 'version' 'h/help'
            case 'smooth'
                __workoutkit_parse_subcommand 1 'dry-run' 'store=' 'version' 'h/help'
            case 'simplify'
                __workoutkit_parse_subcommand 1 'tolerance=' 'dry-run' 'store=' 'version' 'h/help'
            case 'history'
                __workoutkit_parse_subcommand 1 'json' 'store=' 'version' 'h/help'
            case 'revert'
                __workoutkit_parse_subcommand 2 'store=' 'version' 'h/help'
            end
        case 'trim'
            __workoutkit_parse_subcommand 1 'skip-start=' 'skip-end=' 'from=' 'to=' 'format=' 'o/output=' 'csv-layout=' 'strict' 'keep' 'lenient' 'store=' 'privacy-zone=+' 'hide-ends=' 'privacy-file=' 'version' 'h/help'
        case 'shift'
            __workoutkit_parse_subcommand 1 'by=' 'utc-offset=' 'format=' 'o/output=' 'csv-layout=' 'strict' 'keep' 'lenient' 'store=' 'privacy-zone=+' 'hide-ends=' 'privacy-file=' 'version' 'h/help'
        case 'split'
            __workoutkit_parse_subcommand 1 'at=+' 'at-pauses=' 'laps' 'format=' 'o/output=' 'csv-layout=' 'strict' 'keep' 'lenient' 'store=' 'privacy-zone=+' 'hide-ends=' 'privacy-file=' 'version' 'h/help'
        case 'combine'
            __workoutkit_parse_subcommand -r 1 'format=' 'o/output=' 'csv-layout=' 'strict' 'keep' 'lenient' 'store=' 'privacy-zone=+' 'hide-ends=' 'privacy-file=' 'version' 'h/help'
        case 'dedupe'
            __workoutkit_parse_subcommand 0 'json' 'apply' 'merge' 'store=' 'version' 'h/help'
        case 'merge'
            __workoutkit_parse_subcommand -r 1 'prefer=+' 'offset=+' 'format=' 'o/output=' 'csv-layout=' 'strict' 'keep' 'lenient' 'store=' 'privacy-zone=+' 'hide-ends=' 'privacy-file=' 'version' 'h/help'
        case 'delete'
            __workoutkit_parse_subcommand -r 1 'store=' 'version' 'h/help'
        case 'store'
            __workoutkit_parse_subcommand 0 'version' 'h/help'
            switch $unparsed_tokens[1]
            case 'copy'
                __workoutkit_parse_subcommand 2 'version' 'h/help'
            end
        case 'help'
            __workoutkit_parse_subcommand -r 1 'version'
        end
    end
end

function __workoutkit_tokens
    if test (string split -m 1 -f 1 -- . "$FISH_VERSION") -gt 3
        commandline --tokens-raw $argv
    else
        commandline -o $argv
    end
end

function __workoutkit_parse_subcommand -S -a positional_count
    argparse -s r -- $argv
    set -l option_specs $argv[2..]
    set -l is_repeating_positional $_flag_r
    set -el _flag_r
    set -a commands $unparsed_tokens[1]
    set positional_index 0
    while true
        set -e unparsed_tokens[1]
        argparse -sn "$commands" $option_specs -- $unparsed_tokens 2> /dev/null
        set unparsed_tokens $argv
        set positional_index (math $positional_index + 1)
        for non_repeating_flag_or_option in $non_repeating_flags_or_options
            if set -ql "_flag_$(string replace -a - _ -- $non_repeating_flag_or_option)"
                set non_repeating_flags_or_options_absent 1
                break
            end
        end
        test (count $unparsed_tokens) -eq 0 -o \( -z "$is_repeating_positional" -a "$positional_index" -gt "$positional_count" \) && break
    end
end

function __workoutkit_complete_directories
    set -l token (commandline -t)
    string match -- '*/' $token
    set -l subdirs $token*/
    printf %s\n $subdirs
end

function __workoutkit_custom_completion
    set -x SAP_SHELL fish
    set -x SAP_SHELL_VERSION $FISH_VERSION
    set -l tokens (__workoutkit_tokens -p)
    if test -z "$(__workoutkit_tokens -t)"
        set -l index (count (__workoutkit_tokens -pc))
        set tokens $tokens[..$index] \'\' $tokens[(math $index + 1)..]
    end
    command $tokens[1] $argv $tokens
end

complete -c 'workoutkit' -f
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit" version' -l 'version' -d 'Show the version.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_positional "workoutkit" -eq 1' -fa 'import' -d 'Read recordings into the store.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_positional "workoutkit" -eq 1' -fa 'export' -d 'Write workouts from the store in a format.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_positional "workoutkit" -eq 1' -fa 'convert' -d 'Convert a recording from one format to another (the store is not used).'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_positional "workoutkit" -eq 1' -fa 'list' -d 'List the workouts and courses in the store.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_positional "workoutkit" -eq 1' -fa 'show' -d 'Show one workout or course.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_positional "workoutkit" -eq 1' -fa 'stats' -d 'Statistics of one quantity type, overall or per calendar bucket.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_positional "workoutkit" -eq 1' -fa 'volume' -d 'Training volume per week or month and activity type: workouts, distance, time.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_positional "workoutkit" -eq 1' -fa 'derive' -d 'Derive the totals stored workouts lack (distance, energy, elevation, moving time, averages).'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_positional "workoutkit" -eq 1' -fa 'analyze' -d 'Peak values, training load, zones, best efforts and laps of one workout.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_positional "workoutkit" -eq 1' -fa 'records' -d 'Personal bests per activity type: best efforts, peak power and heart rate, longest workouts.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_positional "workoutkit" -eq 1' -fa 'plot' -d 'Draw one workout: its route and charts, to SVG, PNG or PDF.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_positional "workoutkit" -eq 1' -fa 'report' -d 'Write one self-contained HTML page of a period\'s workouts.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_positional "workoutkit" -eq 1' -fa 'changes' -d 'List what was added and deleted since an anchor.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_positional "workoutkit" -eq 1' -fa 'route' -d 'Clean, smooth and simplify routes into new route versions.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_positional "workoutkit" -eq 1' -fa 'trim' -d 'Drop the start or the end of a recording (a file or a stored workout).'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_positional "workoutkit" -eq 1' -fa 'shift' -d 'Move every time of a recording (a file or a stored workout).'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_positional "workoutkit" -eq 1' -fa 'split' -d 'Split a recording into several at times, pauses or laps (one file each).'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_positional "workoutkit" -eq 1' -fa 'combine' -d 'Join consecutive recordings of one activity into one workout.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_positional "workoutkit" -eq 1' -fa 'dedupe' -d 'Find workouts stored more than once (one activity from several files or devices).'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_positional "workoutkit" -eq 1' -fa 'merge' -d 'Merge recordings of one activity by several devices (GPS from a phone, heart rate from a strap) into one.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_positional "workoutkit" -eq 1' -fa 'delete' -d 'Delete workouts, with their samples, routes and waypoints, and courses from the store.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_positional "workoutkit" -eq 1' -fa 'store' -d 'Copy whole stores between SQLite and PostgreSQL.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_positional "workoutkit" -eq 1' -fa 'help' -d 'Show subcommand help information.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit import" store' -l 'store' -d 'The store file, or a postgresql:// store URL.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit import" format' -l 'format' -d 'The format of the inputs, instead of detecting it.' -rfka 'json fit gpx tcx csv fitcsv applehealth'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit import" source' -l 'source' -d 'Record this source name for every workout, instead of the one the file names.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit import" jobs' -l 'jobs' -d 'Read this many files in parallel, ahead of the one writer that saves them in order.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit import" json' -l 'json' -d 'Print one JSON object per workout found: {"file","uuid","status","error"}.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit import" dry-run' -l 'dry-run' -d 'Read and check every input, report what was found, and save nothing.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit import" lenient' -l 'lenient' -d 'Keep the complete part of a damaged recording, marked as partial, instead of failing.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit import" strict' -l 'strict' -d 'Refuse an input as a whole at its first bad item, instead of skipping the item and importing the rest.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit import" quiet' -l 'quiet' -d 'Print nothing but errors (no progress, no summary).'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit import" smooth' -l 'smooth' -d 'Clean, then smooth, each imported route, saving both as new route versions.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit import" version' -l 'version' -d 'Show the version.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit import" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit export" format' -l 'format' -d 'The output format (default: the -o file\'s extension).' -rfka 'json fit gpx tcx csv fitcsv applehealth'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit export"' -l 'workout' -d 'A workout UUID or unambiguous prefix (repeatable).' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit export"' -l 'course' -d 'A course UUID or unambiguous prefix (repeatable); alone, only courses are written.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit export" route-version' -l 'route-version' -d 'Export this version of the workout\'s route (see `route history`); needs one --workout.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit export" name' -l 'name' -d 'Name each workout\'s file in the -o directory from this pattern ({date}-{activity}-{name}.{ext}).' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit export" type' -l 'type' -d 'Only workouts of this activity type (running, cycling, ...).' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit export" since' -l 'since' -d 'Only what starts at or after this ISO 8601 date or time.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit export" until' -l 'until' -d 'Only what starts before this ISO 8601 date or time.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit export" o output' -l 'output' -s 'o' -d 'The output file, or a directory for one file per workout (default: standard output).' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit export" csv-layout' -l 'csv-layout' -d 'The table a CSV holds: points (one row per point), workouts or samples.' -rfka 'points workouts samples'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit export" strict' -l 'strict' -d 'Fail, writing nothing, if the output format cannot hold everything.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit export"' -l 'privacy-zone' -d 'Withhold every position within RADIUS metres of LAT,LON (repeatable).' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit export" hide-ends' -l 'hide-ends' -d 'Withhold the positions until the track is this many metres (straight line) from its start, and likewise before its end.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit export" privacy-file' -l 'privacy-file' -d 'The privacy settings file (default: $XDG_CONFIG_HOME/workoutkit/privacy.json, if it exists).' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit export" store' -l 'store' -d 'The store file, or a postgresql:// store URL.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit export" verbose' -l 'verbose' -d 'Name what the format cannot hold workout by workout, instead of once per output.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit export" version' -l 'version' -d 'Show the version.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit export" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit convert" from' -l 'from' -d 'The input format, instead of detecting it.' -rfka 'json fit gpx tcx csv fitcsv applehealth'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit convert" to' -l 'to' -d 'The output format (default: the -o file\'s extension).' -rfka 'json fit gpx tcx csv fitcsv applehealth'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit convert" o output' -l 'output' -s 'o' -d 'The output file, or a directory for one file per workout (default: standard output).' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit convert" csv-layout' -l 'csv-layout' -d 'The table a CSV holds: points (one row per point), workouts or samples.' -rfka 'points workouts samples'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit convert" strict' -l 'strict' -d 'Fail, writing nothing, if the output format cannot hold everything.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit convert" lenient' -l 'lenient' -d 'Keep the complete part of a damaged recording instead of failing.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit convert" verbose' -l 'verbose' -d 'Name what the format cannot hold workout by workout, instead of once per output.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit convert"' -l 'privacy-zone' -d 'Withhold every position within RADIUS metres of LAT,LON (repeatable).' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit convert" hide-ends' -l 'hide-ends' -d 'Withhold the positions until the track is this many metres (straight line) from its start, and likewise before its end.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit convert" privacy-file' -l 'privacy-file' -d 'The privacy settings file (default: $XDG_CONFIG_HOME/workoutkit/privacy.json, if it exists).' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit convert" version' -l 'version' -d 'Show the version.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit convert" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit list" type' -l 'type' -d 'Only workouts of this activity type (running, cycling, ...).' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit list" since' -l 'since' -d 'Only what starts at or after this ISO 8601 date or time.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit list" until' -l 'until' -d 'Only what starts before this ISO 8601 date or time.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit list" json' -l 'json' -d 'Print JSON Lines.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit list" store' -l 'store' -d 'The store file, or a postgresql:// store URL.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit list" version' -l 'version' -d 'Show the version.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit list" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit show" json' -l 'json' -d 'Print the workout (or course) JSON.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit show" store' -l 'store' -d 'The store file, or a postgresql:// store URL.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit show" version' -l 'version' -d 'Show the version.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit show" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit stats" by' -l 'by' -d 'Bucket size.' -rfka 'hour day week month year'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit stats" since' -l 'since' -d 'Only what starts at or after this ISO 8601 date or time.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit stats" until' -l 'until' -d 'Only what starts before this ISO 8601 date or time.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit stats" tz' -l 'tz' -d 'The time zone of the buckets (Europe/Berlin, UTC, ...).' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit stats" by-source' -l 'by-source' -d 'One result per source as well (each JSON object then has a "source" key).'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit stats" json' -l 'json' -d 'Print JSON Lines.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit stats" store' -l 'store' -d 'The store file, or a postgresql:// store URL.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit stats" version' -l 'version' -d 'Show the version.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit stats" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit volume" period' -l 'period' -d 'The period: week or month.' -rfka 'week month'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit volume" type' -l 'type' -d 'Only workouts of this activity type (running, cycling, ...).' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit volume" since' -l 'since' -d 'Only what starts at or after this ISO 8601 date or time.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit volume" until' -l 'until' -d 'Only what starts before this ISO 8601 date or time.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit volume" tz' -l 'tz' -d 'The time zone of the periods (Europe/Berlin, UTC, ...).' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit volume" json' -l 'json' -d 'Print JSON Lines.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit volume" store' -l 'store' -d 'The store file, or a postgresql:// store URL.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit volume" version' -l 'version' -d 'Show the version.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit volume" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit derive" type' -l 'type' -d 'Only workouts of this activity type (running, cycling, ...).' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit derive" since' -l 'since' -d 'Only what starts at or after this ISO 8601 date or time.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit derive" until' -l 'until' -d 'Only what starts before this ISO 8601 date or time.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit derive" store' -l 'store' -d 'The store file, or a postgresql:// store URL.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit derive" version' -l 'version' -d 'Show the version.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit derive" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit analyze" ftp' -l 'ftp' -d 'Functional threshold power, in watts.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit analyze" max-hr' -l 'max-hr' -d 'Maximum heart rate, in bpm.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit analyze" rest-hr' -l 'rest-hr' -d 'Resting heart rate, in bpm.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit analyze" sex' -l 'sex' -d 'TRIMP\'s weighting: male or female (default: the settings file\'s, else male).' -rfka 'male female'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit analyze" hr-zones' -l 'hr-zones' -d 'Heart-rate zones\' lower bounds in bpm, increasing (120,140,155,170).' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit analyze" power-zones' -l 'power-zones' -d 'Power zones\' lower bounds in watts, increasing.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit analyze" settings' -l 'settings' -d 'The athlete settings file (default: $XDG_CONFIG_HOME/workoutkit/athlete.json, if it exists).' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit analyze" json' -l 'json' -d 'Print the analysis as one JSON object.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit analyze" store' -l 'store' -d 'The store file, or a postgresql:// store URL.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit analyze" version' -l 'version' -d 'Show the version.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit analyze" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit records" type' -l 'type' -d 'Only workouts of this activity type (running, cycling, ...).' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit records" since' -l 'since' -d 'Only what starts at or after this ISO 8601 date or time.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit records" until' -l 'until' -d 'Only what starts before this ISO 8601 date or time.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit records" json' -l 'json' -d 'Print JSON Lines.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit records" store' -l 'store' -d 'The store file, or a postgresql:// store URL.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit records" version' -l 'version' -d 'Show the version.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit records" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit plot" o output' -l 'output' -s 'o' -d 'The picture file: .svg, .png or .pdf.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit plot" size' -l 'size' -d 'The picture\'s size in pixels (PDF and SVG: points), WIDTHxHEIGHT.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit plot" theme' -l 'theme' -d 'Colours: light or dark.' -rfka 'light dark'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit plot" color-by' -l 'color-by' -d 'What colours the route: speed, heart-rate or power.' -rfka 'speed heart-rate power'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit plot" x' -l 'x' -d 'The charts\' axis: time or distance.' -rfka 'time distance'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit plot" store' -l 'store' -d 'The store file, or a postgresql:// store URL.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit plot" version' -l 'version' -d 'Show the version.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit plot" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit report" since' -l 'since' -d 'Only what starts at or after this ISO 8601 date or time.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit report" until' -l 'until' -d 'Only what starts before this ISO 8601 date or time.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit report" o output' -l 'output' -s 'o' -d 'The HTML file.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit report" tz' -l 'tz' -d 'The time zone of the periods (Europe/Berlin, UTC, ...).' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit report" theme' -l 'theme' -d 'Colours of the pictures: light or dark.' -rfka 'light dark'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit report" open' -l 'open' -d 'Open the page with the desktop\'s opener (xdg-open) once written.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit report" store' -l 'store' -d 'The store file, or a postgresql:// store URL.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit report" version' -l 'version' -d 'Show the version.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit report" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit changes" anchor' -l 'anchor' -d 'Changes after this anchor (default 0: everything).' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit changes" type' -l 'type' -d 'workout, route, sample, course, waypoint, activitySummary, or a quantity, category or correlation type identifier.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit changes" follow' -l 'follow' -d 'Keep watching for new changes.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit changes" json' -l 'json' -d 'Print JSON Lines.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit changes" store' -l 'store' -d 'The store file, or a postgresql:// store URL.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit changes" version' -l 'version' -d 'Show the version.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit changes" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit route" version' -l 'version' -d 'Show the version.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit route" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_positional "workoutkit route" -eq 1' -fa 'clean' -d 'Drop impossible points: bad positions and times, impossible speeds, jumps.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_positional "workoutkit route" -eq 1' -fa 'smooth' -d 'Smooth a route (Kalman filter with Rauch–Tung–Striebel smoothing).'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_positional "workoutkit route" -eq 1' -fa 'simplify' -d 'Keep the fewest points within a tolerance of the route (Douglas–Peucker).'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_positional "workoutkit route" -eq 1' -fa 'history' -d 'List every version of a workout\'s route with its metrics.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_positional "workoutkit route" -eq 1' -fa 'revert' -d 'Make an earlier route version current again, as a new version.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit route clean" max-speed' -l 'max-speed' -d 'The speed ceiling in m/s, instead of the activity\'s.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit route clean" dry-run' -l 'dry-run' -d 'Print the metrics before and after, and save nothing.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit route clean" store' -l 'store' -d 'The store file, or a postgresql:// store URL.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit route clean" version' -l 'version' -d 'Show the version.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit route clean" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit route smooth" dry-run' -l 'dry-run' -d 'Print the metrics before and after, and save nothing.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit route smooth" store' -l 'store' -d 'The store file, or a postgresql:// store URL.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit route smooth" version' -l 'version' -d 'Show the version.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit route smooth" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit route simplify" tolerance' -l 'tolerance' -d 'The largest distance in metres a point may lie from the result.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit route simplify" dry-run' -l 'dry-run' -d 'Print the metrics before and after, and save nothing.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit route simplify" store' -l 'store' -d 'The store file, or a postgresql:// store URL.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit route simplify" version' -l 'version' -d 'Show the version.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit route simplify" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit route history" json' -l 'json' -d 'Print one JSON object per version.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit route history" store' -l 'store' -d 'The store file, or a postgresql:// store URL.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit route history" version' -l 'version' -d 'Show the version.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit route history" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit route revert" store' -l 'store' -d 'The store file, or a postgresql:// store URL.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit route revert" version' -l 'version' -d 'Show the version.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit route revert" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit trim" skip-start' -l 'skip-start' -d 'Drop this much time from the start.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit trim" skip-end' -l 'skip-end' -d 'Drop this much time from the end.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit trim" from' -l 'from' -d 'Keep from this clock time on.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit trim" to' -l 'to' -d 'Keep up to this clock time.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit trim" format' -l 'format' -d 'The output format (default: the -o file\'s extension).' -rfka 'json fit gpx tcx csv fitcsv applehealth'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit trim" o output' -l 'output' -s 'o' -d 'The output file, or a directory for one file per workout (default: standard output).' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit trim" csv-layout' -l 'csv-layout' -d 'The table a CSV holds: points (one row per point), workouts or samples.' -rfka 'points workouts samples'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit trim" strict' -l 'strict' -d 'Fail, writing nothing, if the output format cannot hold everything.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit trim" keep' -l 'keep' -d 'For a stored workout: save the result as a new workout beside it instead of as its next version.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit trim" lenient' -l 'lenient' -d 'Keep the complete part of a damaged recording instead of failing.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit trim" store' -l 'store' -d 'The store file, or a postgresql:// store URL.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit trim"' -l 'privacy-zone' -d 'Withhold every position within RADIUS metres of LAT,LON (repeatable).' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit trim" hide-ends' -l 'hide-ends' -d 'Withhold the positions until the track is this many metres (straight line) from its start, and likewise before its end.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit trim" privacy-file' -l 'privacy-file' -d 'The privacy settings file (default: $XDG_CONFIG_HOME/workoutkit/privacy.json, if it exists).' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit trim" version' -l 'version' -d 'Show the version.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit trim" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit shift" by' -l 'by' -d 'Move every time by this much (-1:00:00 goes back an hour).' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit shift" utc-offset' -l 'utc-offset' -d 'The UTC offset or zone the device\'s clock showed; auto: the recording\'s own.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit shift" format' -l 'format' -d 'The output format (default: the -o file\'s extension).' -rfka 'json fit gpx tcx csv fitcsv applehealth'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit shift" o output' -l 'output' -s 'o' -d 'The output file, or a directory for one file per workout (default: standard output).' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit shift" csv-layout' -l 'csv-layout' -d 'The table a CSV holds: points (one row per point), workouts or samples.' -rfka 'points workouts samples'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit shift" strict' -l 'strict' -d 'Fail, writing nothing, if the output format cannot hold everything.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit shift" keep' -l 'keep' -d 'For a stored workout: save the result as a new workout beside it instead of as its next version.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit shift" lenient' -l 'lenient' -d 'Keep the complete part of a damaged recording instead of failing.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit shift" store' -l 'store' -d 'The store file, or a postgresql:// store URL.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit shift"' -l 'privacy-zone' -d 'Withhold every position within RADIUS metres of LAT,LON (repeatable).' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit shift" hide-ends' -l 'hide-ends' -d 'Withhold the positions until the track is this many metres (straight line) from its start, and likewise before its end.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit shift" privacy-file' -l 'privacy-file' -d 'The privacy settings file (default: $XDG_CONFIG_HOME/workoutkit/privacy.json, if it exists).' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit shift" version' -l 'version' -d 'Show the version.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit shift" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit split"' -l 'at' -d 'Cut at this clock time (repeatable).' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit split" at-pauses' -l 'at-pauses' -d 'Cut at every pause of at least this many seconds.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit split" laps' -l 'laps' -d 'Cut where each lap after the first begins.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit split" format' -l 'format' -d 'The output format (default: the -o file\'s extension).' -rfka 'json fit gpx tcx csv fitcsv applehealth'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit split" o output' -l 'output' -s 'o' -d 'The output file, or a directory for one file per workout (default: standard output).' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit split" csv-layout' -l 'csv-layout' -d 'The table a CSV holds: points (one row per point), workouts or samples.' -rfka 'points workouts samples'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit split" strict' -l 'strict' -d 'Fail, writing nothing, if the output format cannot hold everything.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit split" keep' -l 'keep' -d 'For a stored workout: save the result as a new workout beside it instead of as its next version.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit split" lenient' -l 'lenient' -d 'Keep the complete part of a damaged recording instead of failing.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit split" store' -l 'store' -d 'The store file, or a postgresql:// store URL.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit split"' -l 'privacy-zone' -d 'Withhold every position within RADIUS metres of LAT,LON (repeatable).' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit split" hide-ends' -l 'hide-ends' -d 'Withhold the positions until the track is this many metres (straight line) from its start, and likewise before its end.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit split" privacy-file' -l 'privacy-file' -d 'The privacy settings file (default: $XDG_CONFIG_HOME/workoutkit/privacy.json, if it exists).' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit split" version' -l 'version' -d 'Show the version.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit split" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit combine" format' -l 'format' -d 'The output format (default: the -o file\'s extension).' -rfka 'json fit gpx tcx csv fitcsv applehealth'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit combine" o output' -l 'output' -s 'o' -d 'The output file, or a directory for one file per workout (default: standard output).' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit combine" csv-layout' -l 'csv-layout' -d 'The table a CSV holds: points (one row per point), workouts or samples.' -rfka 'points workouts samples'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit combine" strict' -l 'strict' -d 'Fail, writing nothing, if the output format cannot hold everything.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit combine" keep' -l 'keep' -d 'For a stored workout: save the result as a new workout beside it instead of as its next version.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit combine" lenient' -l 'lenient' -d 'Keep the complete part of a damaged recording instead of failing.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit combine" store' -l 'store' -d 'The store file, or a postgresql:// store URL.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit combine"' -l 'privacy-zone' -d 'Withhold every position within RADIUS metres of LAT,LON (repeatable).' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit combine" hide-ends' -l 'hide-ends' -d 'Withhold the positions until the track is this many metres (straight line) from its start, and likewise before its end.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit combine" privacy-file' -l 'privacy-file' -d 'The privacy settings file (default: $XDG_CONFIG_HOME/workoutkit/privacy.json, if it exists).' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit combine" version' -l 'version' -d 'Show the version.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit combine" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit dedupe" json' -l 'json' -d 'Print JSON Lines: one object per group.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit dedupe" apply' -l 'apply' -d 'Delete every group\'s duplicates, keeping one workout of each.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit dedupe" merge' -l 'merge' -d 'Merge the duplicates\' series into the kept workout, then delete them (implies --apply).'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit dedupe" store' -l 'store' -d 'The store file, or a postgresql:// store URL.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit dedupe" version' -l 'version' -d 'Show the version.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit dedupe" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit merge"' -l 'prefer' -d 'Take TYPE (a series such as HeartRate, or positions) from FILE (repeatable).' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit merge"' -l 'offset' -d 'Add SECONDS (or [-][h:]mm:ss) to every time of FILE (repeatable).' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit merge" format' -l 'format' -d 'The output format (default: the -o file\'s extension).' -rfka 'json fit gpx tcx csv fitcsv applehealth'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit merge" o output' -l 'output' -s 'o' -d 'The output file, or a directory for one file per workout (default: standard output).' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit merge" csv-layout' -l 'csv-layout' -d 'The table a CSV holds: points (one row per point), workouts or samples.' -rfka 'points workouts samples'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit merge" strict' -l 'strict' -d 'Fail, writing nothing, if the output format cannot hold everything.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit merge" keep' -l 'keep' -d 'For a stored workout: save the result as a new workout beside it instead of as its next version.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit merge" lenient' -l 'lenient' -d 'Keep the complete part of a damaged recording instead of failing.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit merge" store' -l 'store' -d 'The store file, or a postgresql:// store URL.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit merge"' -l 'privacy-zone' -d 'Withhold every position within RADIUS metres of LAT,LON (repeatable).' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit merge" hide-ends' -l 'hide-ends' -d 'Withhold the positions until the track is this many metres (straight line) from its start, and likewise before its end.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit merge" privacy-file' -l 'privacy-file' -d 'The privacy settings file (default: $XDG_CONFIG_HOME/workoutkit/privacy.json, if it exists).' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit merge" version' -l 'version' -d 'Show the version.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit merge" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit delete" store' -l 'store' -d 'The store file, or a postgresql:// store URL.' -rfka ''
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit delete" version' -l 'version' -d 'Show the version.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit delete" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit store" version' -l 'version' -d 'Show the version.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit store" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_positional "workoutkit store" -eq 1' -fa 'copy' -d 'Copy a whole store into a new or empty one, SQLite or PostgreSQL.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit store copy" version' -l 'version' -d 'Show the version.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit store copy" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'workoutkit' -n '__workoutkit_should_offer_completions_for_flags_or_options "workoutkit help" version' -l 'version' -d 'Show the version.'
