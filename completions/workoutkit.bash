#!/bin/bash

__workoutkit_cursor_index_in_current_word() {
    local remaining="${COMP_LINE}"

    local word
    for word in "${COMP_WORDS[@]::COMP_CWORD}"; do
        remaining="${remaining##*([[:space:]])"${word}"*([[:space:]])}"
    done

    local -ir index="$((COMP_POINT - ${#COMP_LINE} + ${#remaining}))"
    if [[ "${index}" -le 0 ]]; then
        printf 0
    else
        printf %s "${index}"
    fi
}

# positional arguments:
#
# - 1: the current (sub)command's count of positional arguments
#
# required variables:
#
# - repeating_flags: the repeating flags that the current (sub)command can accept
# - non_repeating_flags: the non-repeating flags that the current (sub)command can accept
# - repeating_options: the repeating options that the current (sub)command can accept
# - non_repeating_options: the non-repeating options that the current (sub)command can accept
# - positional_number: value ignored
# - unparsed_words: unparsed words from the current command line
#
# modified variables:
#
# - non_repeating_flags: remove flags for this (sub)command that are already on the command line
# - non_repeating_options: remove options for this (sub)command that are already on the command line
# - positional_number: set to the current positional number
# - unparsed_words: remove all flags, options, and option values for this (sub)command
__workoutkit_offer_flags_options() {
    local -ir positional_count="${1}"
    positional_number=0

    local was_flag_option_terminator_seen=false
    local is_parsing_option_value=false

    local -ar unparsed_word_indices=("${!unparsed_words[@]}")
    local -i word_index
    for word_index in "${unparsed_word_indices[@]}"; do
        if "${is_parsing_option_value}"; then
            # This word is an option value:
            # Reset marker for next word iff not currently the last word
            [[ "${word_index}" -ne "${unparsed_word_indices[${#unparsed_word_indices[@]} - 1]}" ]] && is_parsing_option_value=false
            unset "unparsed_words[${word_index}]"
            # Do not process this word as a flag or an option
            continue
        fi

        local word="${unparsed_words["${word_index}"]}"
        if ! "${was_flag_option_terminator_seen}"; then
            case "${word}" in
            --)
                unset "unparsed_words[${word_index}]"
                # by itself -- is a flag/option terminator, but if it is the last word, it is the start of a completion
                if [[ "${word_index}" -ne "${unparsed_word_indices[${#unparsed_word_indices[@]} - 1]}" ]]; then
                    was_flag_option_terminator_seen=true
                fi
                continue
                ;;
            -*)
                # ${word} is a flag or an option
                # If ${word} is an option, mark that the next word to be parsed is an option value
                local option
                for option in "${repeating_options[@]}" "${non_repeating_options[@]}"; do
                    [[ "${word}" = "${option}" ]] && is_parsing_option_value=true && break
                done

                # Remove ${word} from ${non_repeating_flags} or ${non_repeating_options} so it isn't offered again
                local not_found=true
                local -i index
                for index in "${!non_repeating_flags[@]}"; do
                    if [[ "${non_repeating_flags[${index}]}" = "${word}" ]]; then
                        unset "non_repeating_flags[${index}]"
                        non_repeating_flags=("${non_repeating_flags[@]}")
                        not_found=false
                        break
                    fi
                done
                if "${not_found}"; then
                    for index in "${!non_repeating_flags[@]}"; do
                        if [[ "${non_repeating_flags[${index}]}" = "${word}" ]]; then
                            unset "non_repeating_flags[${index}]"
                            non_repeating_flags=("${non_repeating_flags[@]}")
                            break
                        fi
                    done
                fi
                unset "unparsed_words[${word_index}]"
                continue
                ;;
            esac
        fi

        # ${word} is neither a flag, nor an option, nor an option value
        if [[ "${positional_number}" -lt "${positional_count}" || "${positional_count}" -lt 0 ]]; then
            # ${word} is a positional
            ((positional_number++))
            unset "unparsed_words[${word_index}]"
        else
            if [[ -z "${word}" ]]; then
                # Could be completing a flag, option, or subcommand
                positional_number=-1
            else
                # ${word} is a subcommand or invalid, so stop processing this (sub)command
                positional_number=-2
            fi
            break
        fi
    done

    unparsed_words=("${unparsed_words[@]}")

    if\
        ! "${was_flag_option_terminator_seen}"\
        && ! "${is_parsing_option_value}"\
        && [[ ("${cur}" = -* && "${positional_number}" -ge 0) || "${positional_number}" -eq -1 ]]
    then
        COMPREPLY+=($(compgen -W "${repeating_flags[*]} ${non_repeating_flags[*]} ${repeating_options[*]} ${non_repeating_options[*]}" -- "${cur}"))
    fi
}

__workoutkit_add_completions() {
    local completion
    while IFS='' read -r completion; do
        COMPREPLY+=("${completion}")
    done < <(IFS=$'\n' compgen "${@}" -- "${cur}")
}

__workoutkit_custom_complete() {
    if [[ -n "${cur}" || -z ${COMP_WORDS[${COMP_CWORD}]} || "${COMP_LINE:${COMP_POINT}:1}" != ' ' ]]; then
        local -ar words=("${COMP_WORDS[@]}")
    else
        local -ar words=("${COMP_WORDS[@]::${COMP_CWORD}}" '' "${COMP_WORDS[@]:${COMP_CWORD}}")
    fi

    "${COMP_WORDS[0]}" "${@}" "${words[@]}"
}

_workoutkit() {
    local state
    state="$(shopt -p;shopt -po)"
    trap "${state//$'\n'/;}" RETURN
    shopt -s extglob
    set +o history +o posix

    local -xr SAP_SHELL=bash
    local -x SAP_SHELL_VERSION
    SAP_SHELL_VERSION="$(IFS='.';printf %s "${BASH_VERSINFO[*]}")"
    local -r SAP_SHELL_VERSION

    local -r cur="${2}"
    local -r prev="${3}"

    local -i positional_number
    local -a unparsed_words=("${COMP_WORDS[@]:1:${COMP_CWORD}}")

    local -a repeating_flags=()
    local -a non_repeating_flags=(--version -h --help)
    local -a repeating_options=()
    local -a non_repeating_options=()
    __workoutkit_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    import|export|convert|list|show|stats|volume|derive|analyze|records|plot|report|changes|route|trim|shift|split|combine|dedupe|merge|delete|store|help)
        # Offer subcommand argument completions
        "_workoutkit_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'import export convert list show stats volume derive analyze records plot report changes route trim shift split combine dedupe merge delete store help' -- "${cur}"))
        ;;
    esac
}

_workoutkit_import() {
    repeating_flags=()
    non_repeating_flags=(--json --dry-run --lenient --strict --quiet --smooth --version -h --help)
    repeating_options=()
    non_repeating_options=(--store --format --source --jobs)
    __workoutkit_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--store')
        return
        ;;
    '--format')
        __workoutkit_add_completions -W 'json'$'\n''fit'$'\n''gpx'$'\n''tcx'$'\n''csv'$'\n''fitcsv'$'\n''applehealth'
        return
        ;;
    '--source')
        return
        ;;
    '--jobs')
        return
        ;;
    esac
}

_workoutkit_export() {
    repeating_flags=()
    non_repeating_flags=(--strict --verbose --version -h --help)
    repeating_options=(--workout --course --privacy-zone)
    non_repeating_options=(--format --route-version --name --type --since --until --output -o --csv-layout --hide-ends --privacy-file --store)
    __workoutkit_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--format')
        __workoutkit_add_completions -W 'json'$'\n''fit'$'\n''gpx'$'\n''tcx'$'\n''csv'$'\n''fitcsv'$'\n''applehealth'
        return
        ;;
    '--workout')
        return
        ;;
    '--course')
        return
        ;;
    '--route-version')
        return
        ;;
    '--name')
        return
        ;;
    '--type')
        return
        ;;
    '--since')
        return
        ;;
    '--until')
        return
        ;;
    '--output'|'-o')
        return
        ;;
    '--csv-layout')
        __workoutkit_add_completions -W 'points'$'\n''workouts'$'\n''samples'
        return
        ;;
    '--privacy-zone')
        return
        ;;
    '--hide-ends')
        return
        ;;
    '--privacy-file')
        return
        ;;
    '--store')
        return
        ;;
    esac
}

_workoutkit_convert() {
    repeating_flags=()
    non_repeating_flags=(--strict --lenient --verbose --version -h --help)
    repeating_options=(--privacy-zone)
    non_repeating_options=(--from --to --output -o --csv-layout --hide-ends --privacy-file)
    __workoutkit_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--from')
        __workoutkit_add_completions -W 'json'$'\n''fit'$'\n''gpx'$'\n''tcx'$'\n''csv'$'\n''fitcsv'$'\n''applehealth'
        return
        ;;
    '--to')
        __workoutkit_add_completions -W 'json'$'\n''fit'$'\n''gpx'$'\n''tcx'$'\n''csv'$'\n''fitcsv'$'\n''applehealth'
        return
        ;;
    '--output'|'-o')
        return
        ;;
    '--csv-layout')
        __workoutkit_add_completions -W 'points'$'\n''workouts'$'\n''samples'
        return
        ;;
    '--privacy-zone')
        return
        ;;
    '--hide-ends')
        return
        ;;
    '--privacy-file')
        return
        ;;
    esac
}

_workoutkit_list() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--type --since --until --store)
    __workoutkit_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--type')
        return
        ;;
    '--since')
        return
        ;;
    '--until')
        return
        ;;
    '--store')
        return
        ;;
    esac
}

_workoutkit_show() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--store)
    __workoutkit_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--store')
        return
        ;;
    esac
}

_workoutkit_stats() {
    repeating_flags=()
    non_repeating_flags=(--by-source --json --version -h --help)
    repeating_options=()
    non_repeating_options=(--by --since --until --tz --store)
    __workoutkit_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--by')
        __workoutkit_add_completions -W 'hour'$'\n''day'$'\n''week'$'\n''month'$'\n''year'
        return
        ;;
    '--since')
        return
        ;;
    '--until')
        return
        ;;
    '--tz')
        return
        ;;
    '--store')
        return
        ;;
    esac
}

_workoutkit_volume() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--period --type --since --until --tz --store)
    __workoutkit_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--period')
        __workoutkit_add_completions -W 'week'$'\n''month'
        return
        ;;
    '--type')
        return
        ;;
    '--since')
        return
        ;;
    '--until')
        return
        ;;
    '--tz')
        return
        ;;
    '--store')
        return
        ;;
    esac
}

_workoutkit_derive() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--type --since --until --store)
    __workoutkit_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--type')
        return
        ;;
    '--since')
        return
        ;;
    '--until')
        return
        ;;
    '--store')
        return
        ;;
    esac
}

_workoutkit_analyze() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--ftp --max-hr --rest-hr --sex --hr-zones --power-zones --settings --store)
    __workoutkit_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--ftp')
        return
        ;;
    '--max-hr')
        return
        ;;
    '--rest-hr')
        return
        ;;
    '--sex')
        __workoutkit_add_completions -W 'male'$'\n''female'
        return
        ;;
    '--hr-zones')
        return
        ;;
    '--power-zones')
        return
        ;;
    '--settings')
        return
        ;;
    '--store')
        return
        ;;
    esac
}

_workoutkit_records() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--type --since --until --store)
    __workoutkit_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--type')
        return
        ;;
    '--since')
        return
        ;;
    '--until')
        return
        ;;
    '--store')
        return
        ;;
    esac
}

_workoutkit_plot() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--output -o --size --theme --color-by --x --store)
    __workoutkit_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--output'|'-o')
        return
        ;;
    '--size')
        return
        ;;
    '--theme')
        __workoutkit_add_completions -W 'light'$'\n''dark'
        return
        ;;
    '--color-by')
        __workoutkit_add_completions -W 'speed'$'\n''heart-rate'$'\n''power'
        return
        ;;
    '--x')
        __workoutkit_add_completions -W 'time'$'\n''distance'
        return
        ;;
    '--store')
        return
        ;;
    esac
}

_workoutkit_report() {
    repeating_flags=()
    non_repeating_flags=(--open --version -h --help)
    repeating_options=()
    non_repeating_options=(--since --until --output -o --tz --theme --store)
    __workoutkit_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--since')
        return
        ;;
    '--until')
        return
        ;;
    '--output'|'-o')
        return
        ;;
    '--tz')
        return
        ;;
    '--theme')
        __workoutkit_add_completions -W 'light'$'\n''dark'
        return
        ;;
    '--store')
        return
        ;;
    esac
}

_workoutkit_changes() {
    repeating_flags=()
    non_repeating_flags=(--follow --json --version -h --help)
    repeating_options=()
    non_repeating_options=(--anchor --type --store)
    __workoutkit_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--anchor')
        return
        ;;
    '--type')
        return
        ;;
    '--store')
        return
        ;;
    esac
}

_workoutkit_route() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __workoutkit_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    clean|smooth|simplify|history|revert)
        # Offer subcommand argument completions
        "_workoutkit_route_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'clean smooth simplify history revert' -- "${cur}"))
        ;;
    esac
}

_workoutkit_route_clean() {
    repeating_flags=()
    non_repeating_flags=(--dry-run --version -h --help)
    repeating_options=()
    non_repeating_options=(--max-speed --store)
    __workoutkit_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--max-speed')
        return
        ;;
    '--store')
        return
        ;;
    esac
}

_workoutkit_route_smooth() {
    repeating_flags=()
    non_repeating_flags=(--dry-run --version -h --help)
    repeating_options=()
    non_repeating_options=(--store)
    __workoutkit_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--store')
        return
        ;;
    esac
}

_workoutkit_route_simplify() {
    repeating_flags=()
    non_repeating_flags=(--dry-run --version -h --help)
    repeating_options=()
    non_repeating_options=(--tolerance --store)
    __workoutkit_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--tolerance')
        return
        ;;
    '--store')
        return
        ;;
    esac
}

_workoutkit_route_history() {
    repeating_flags=()
    non_repeating_flags=(--json --version -h --help)
    repeating_options=()
    non_repeating_options=(--store)
    __workoutkit_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--store')
        return
        ;;
    esac
}

_workoutkit_route_revert() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--store)
    __workoutkit_offer_flags_options 2

    # Offer option value completions
    case "${prev}" in
    '--store')
        return
        ;;
    esac
}

_workoutkit_trim() {
    repeating_flags=()
    non_repeating_flags=(--strict --keep --lenient --version -h --help)
    repeating_options=(--privacy-zone)
    non_repeating_options=(--skip-start --skip-end --from --to --format --output -o --csv-layout --store --hide-ends --privacy-file)
    __workoutkit_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--skip-start')
        return
        ;;
    '--skip-end')
        return
        ;;
    '--from')
        return
        ;;
    '--to')
        return
        ;;
    '--format')
        __workoutkit_add_completions -W 'json'$'\n''fit'$'\n''gpx'$'\n''tcx'$'\n''csv'$'\n''fitcsv'$'\n''applehealth'
        return
        ;;
    '--output'|'-o')
        return
        ;;
    '--csv-layout')
        __workoutkit_add_completions -W 'points'$'\n''workouts'$'\n''samples'
        return
        ;;
    '--store')
        return
        ;;
    '--privacy-zone')
        return
        ;;
    '--hide-ends')
        return
        ;;
    '--privacy-file')
        return
        ;;
    esac
}

_workoutkit_shift() {
    repeating_flags=()
    non_repeating_flags=(--strict --keep --lenient --version -h --help)
    repeating_options=(--privacy-zone)
    non_repeating_options=(--by --utc-offset --format --output -o --csv-layout --store --hide-ends --privacy-file)
    __workoutkit_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--by')
        return
        ;;
    '--utc-offset')
        return
        ;;
    '--format')
        __workoutkit_add_completions -W 'json'$'\n''fit'$'\n''gpx'$'\n''tcx'$'\n''csv'$'\n''fitcsv'$'\n''applehealth'
        return
        ;;
    '--output'|'-o')
        return
        ;;
    '--csv-layout')
        __workoutkit_add_completions -W 'points'$'\n''workouts'$'\n''samples'
        return
        ;;
    '--store')
        return
        ;;
    '--privacy-zone')
        return
        ;;
    '--hide-ends')
        return
        ;;
    '--privacy-file')
        return
        ;;
    esac
}

_workoutkit_split() {
    repeating_flags=()
    non_repeating_flags=(--laps --strict --keep --lenient --version -h --help)
    repeating_options=(--at --privacy-zone)
    non_repeating_options=(--at-pauses --format --output -o --csv-layout --store --hide-ends --privacy-file)
    __workoutkit_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--at')
        return
        ;;
    '--at-pauses')
        return
        ;;
    '--format')
        __workoutkit_add_completions -W 'json'$'\n''fit'$'\n''gpx'$'\n''tcx'$'\n''csv'$'\n''fitcsv'$'\n''applehealth'
        return
        ;;
    '--output'|'-o')
        return
        ;;
    '--csv-layout')
        __workoutkit_add_completions -W 'points'$'\n''workouts'$'\n''samples'
        return
        ;;
    '--store')
        return
        ;;
    '--privacy-zone')
        return
        ;;
    '--hide-ends')
        return
        ;;
    '--privacy-file')
        return
        ;;
    esac
}

_workoutkit_combine() {
    repeating_flags=()
    non_repeating_flags=(--strict --keep --lenient --version -h --help)
    repeating_options=(--privacy-zone)
    non_repeating_options=(--format --output -o --csv-layout --store --hide-ends --privacy-file)
    __workoutkit_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--format')
        __workoutkit_add_completions -W 'json'$'\n''fit'$'\n''gpx'$'\n''tcx'$'\n''csv'$'\n''fitcsv'$'\n''applehealth'
        return
        ;;
    '--output'|'-o')
        return
        ;;
    '--csv-layout')
        __workoutkit_add_completions -W 'points'$'\n''workouts'$'\n''samples'
        return
        ;;
    '--store')
        return
        ;;
    '--privacy-zone')
        return
        ;;
    '--hide-ends')
        return
        ;;
    '--privacy-file')
        return
        ;;
    esac
}

_workoutkit_dedupe() {
    repeating_flags=()
    non_repeating_flags=(--json --apply --merge --version -h --help)
    repeating_options=()
    non_repeating_options=(--store)
    __workoutkit_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--store')
        return
        ;;
    esac
}

_workoutkit_merge() {
    repeating_flags=()
    non_repeating_flags=(--strict --keep --lenient --version -h --help)
    repeating_options=(--prefer --offset --privacy-zone)
    non_repeating_options=(--format --output -o --csv-layout --store --hide-ends --privacy-file)
    __workoutkit_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--prefer')
        return
        ;;
    '--offset')
        return
        ;;
    '--format')
        __workoutkit_add_completions -W 'json'$'\n''fit'$'\n''gpx'$'\n''tcx'$'\n''csv'$'\n''fitcsv'$'\n''applehealth'
        return
        ;;
    '--output'|'-o')
        return
        ;;
    '--csv-layout')
        __workoutkit_add_completions -W 'points'$'\n''workouts'$'\n''samples'
        return
        ;;
    '--store')
        return
        ;;
    '--privacy-zone')
        return
        ;;
    '--hide-ends')
        return
        ;;
    '--privacy-file')
        return
        ;;
    esac
}

_workoutkit_delete() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--store)
    __workoutkit_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--store')
        return
        ;;
    esac
}

_workoutkit_store() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __workoutkit_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    copy)
        # Offer subcommand argument completions
        "_workoutkit_store_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'copy' -- "${cur}"))
        ;;
    esac
}

_workoutkit_store_copy() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __workoutkit_offer_flags_options 2
}

_workoutkit_help() {
    repeating_flags=()
    non_repeating_flags=(--version)
    repeating_options=()
    non_repeating_options=()
    __workoutkit_offer_flags_options -1
}

complete -o filenames -F _workoutkit workoutkit
