#!/usr/bin/env python3
"""Generates Sources/FITProfile/Generated/ from Garmin's published FIT profile.

The profile's facts (messages, fields, types, scales, offsets, units,
components, sub-fields, accumulation) are read from the `garmin-fit-sdk`
Python package (`pip install garmin-fit-sdk`) and written as compact
line-oriented tables inside Swift string literals, which compile quickly and
are parsed once at run time by `FITProfile`; the message numbers and every
message's fields and sub-fields are also written as typed constants
(`FITMessageNumber.record`, `FITField.Record.heartRate`) for code to name them by.

Usage: Scripts/generate-fit-profile.py [OUTPUT_DIRECTORY]
(default: Sources/FITProfile/Generated next to this script's folder)
"""

import os
import sys

try:
    from garmin_fit_sdk.profile import Profile
except ImportError:
    sys.exit("generate-fit-profile: the garmin-fit-sdk package is missing (pip install garmin-fit-sdk)")

COMMAND = "python3 Scripts/generate-fit-profile.py"


def number(value):
    """A scale or offset as the shortest exact text."""
    if float(value).is_integer():
        return str(int(value))
    return repr(float(value))


def as_list(value):
    return value if isinstance(value, list) else [value]


def clean(text):
    text = str(text)
    for forbidden in "\t\n\\\"":
        if forbidden in text:
            sys.exit(f"generate-fit-profile: unexpected character {forbidden!r} in {text!r}")
    return text


def joined(values, separator=","):
    items = [clean(v) for v in values]
    for item in items:
        if separator in item:
            sys.exit(f"generate-fit-profile: separator {separator!r} inside {item!r}")
    return separator.join(items)


def field_line(field):
    return "\t".join([
        "F",
        str(field["num"]),
        clean(field["name"]),
        clean(field["type"]),
        clean(field["base_type"]),
        joined(number(s) for s in field["scale"]),
        joined(number(o) for o in field["offset"]),
        joined(as_list(field["units"])),
        joined(str(b) for b in field["bits"]),
        joined(str(c) for c in field["components"]),
        "1" if field["is_accumulated"] else "0",
    ])


def sub_field_line(sub_field):
    conditions = ";".join(f"{m['num']}={m['raw_value']}" for m in sub_field["map"])
    return "\t".join([
        "S",
        clean(sub_field["name"]),
        clean(sub_field["type"]),
        joined(number(s) for s in sub_field["scale"]),
        joined(number(o) for o in sub_field["offset"]),
        joined(as_list(sub_field["units"])),
        joined(str(b) for b in sub_field["bits"]),
        joined(str(c) for c in sub_field["components"]),
        conditions,
    ])


def message_lines():
    lines = []
    for number_key in sorted(Profile["messages"]):
        message = Profile["messages"][number_key]
        lines.append(f"M\t{int(message['num'])}\t{clean(message['name'])}")
        for field_key in sorted(message["fields"]):
            field = message["fields"][field_key]
            lines.append(field_line(field))
            lines.extend(sub_field_line(s) for s in field["sub_fields"])
    return lines


def type_lines():
    lines = []
    for name in sorted(Profile["types"]):
        lines.append(f"T\t{clean(name)}")
        values = Profile["types"][name]
        for value in sorted(values):
            lines.append(f"V\t{int(value)}\t{clean(values[value])}")
    return lines


def camel_case(snake):
    head, *rest = snake.split("_")
    return head + "".join(part[:1].upper() + part[1:] for part in rest)


def upper_camel_case(snake):
    name = camel_case(snake)
    return name[:1].upper() + name[1:]


# Words Swift reserves even after `static var`: such a constant is written in backticks.
SWIFT_KEYWORDS = {
    "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer", "deinit", "do",
    "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard", "if", "import",
    "in", "init", "inout", "internal", "is", "let", "nil", "operator", "private", "protocol", "public", "repeat",
    "rethrows", "return", "self", "Self", "static", "struct", "subscript", "super", "switch", "throw", "throws",
    "true", "try", "typealias", "var", "where", "while",
}


def identifier(name):
    return f"`{name}`" if name in SWIFT_KEYWORDS else name


def unique(names, what):
    """Fails when two profile names would give the same Swift name."""
    seen = {}
    for profile_name, swift_name in names:
        if swift_name in seen:
            sys.exit(f"generate-fit-profile: {what} {profile_name!r} and {seen[swift_name]!r} are both {swift_name}")
        seen[swift_name] = profile_name


def version_text():
    v = Profile["version"]
    return f"{v['major']}.{v['minor']}.{v['patch']}"


def header():
    return (
        "// DO NOT EDIT. Generated from Garmin's FIT profile "
        f"{version_text()} (garmin-fit-sdk) by:\n"
        f"//     {COMMAND}\n"
    )


def swift_string(name, lines, doc):
    body = "\n".join(lines)
    return f"    /// {doc}\n    static let {name} = \"\"\"\n{body}\n\"\"\"\n"


def tables_file():
    return (
        header()
        + "\n"
        + "/// The FIT profile as line tables, parsed once by ``FITProfile``.\n"
        + "///\n"
        + "/// Messages: `M num name`, then per field `F num name type base_type scales offsets\n"
        + "/// units bits components accumulated`, each followed by its sub-fields `S name type\n"
        + "/// scales offsets units bits components refField=rawValue;...`. Types: `T name`, then\n"
        + "/// `V value name`. Columns are tab-separated, lists comma-separated.\n"
        + "enum FITProfileTables {\n"
        + f"    /// The profile version these tables were generated from.\n"
        + f"    static let version = \"{version_text()}\"\n\n"
        + swift_string("messages", message_lines(), "Every message with its fields and sub-fields.")
        + "\n"
        + swift_string("types", type_lines(), "Every named type with its values.")
        + "}\n"
    )


def message_numbers_file():
    lines = [header(), "", "/// The global message numbers of the FIT profile, by profile message name.",
             "public enum FITMessageNumber {"]
    for number_key in sorted(Profile["messages"]):
        message = Profile["messages"][number_key]
        lines.append(f"    /// `{message['name']}`")
        lines.append(f"    public static let {camel_case(message['name'])}: UInt16 = {int(message['num'])}")
    lines.append("}")
    return "\n".join(lines) + "\n"


def field_constants(message):
    """A message's fields, then the sub-fields whose names no field or earlier sub-field
    takes (a name is looked up as a field first, as `FITMessageProfile.fieldOrSubField` does),
    as (profile name, field number, description)."""
    fields = [message["fields"][key] for key in sorted(message["fields"])]
    constants = [(f["name"], int(f["num"]), f"field {int(f['num'])}") for f in fields]
    taken = {name for name, _, _ in constants}
    for field in fields:
        for sub_field in field["sub_fields"]:
            if sub_field["name"] not in taken:
                taken.add(sub_field["name"])
                constants.append((sub_field["name"], int(field["num"]),
                                  f"a sub-field of `{field['name']}` (field {int(field['num'])})"))
    return constants


def field_constants_file():
    lines = [header(), "",
             "/// The fields and sub-fields of every FIT profile message, by message: a misspelt",
             "/// name is a compile error rather than a field never found.",
             "extension FITField {"]
    messages = [Profile["messages"][key] for key in sorted(Profile["messages"])]
    unique(((m["name"], upper_camel_case(m["name"])) for m in messages), "messages")
    for index, message in enumerate(messages):
        number = int(message["num"])
        constants = field_constants(message)
        unique(((name, camel_case(name)) for name, _, _ in constants), f"fields of {message['name']!r}")
        if index > 0:
            lines.append("")
        lines.append(f"    /// The fields of `{message['name']}` (message {number}).")
        lines.append(f"    public enum {upper_camel_case(message['name'])} {{")
        for name, field_number, kind in constants:
            lines.append(f"        /// `{name}`: {kind}.")
            lines.append(f"        public static var {identifier(camel_case(name))}: FITField {{ "
                         f"FITField(messageNumber: {number}, number: {field_number}, name: \"{clean(name)}\") }}")
        lines.append("    }")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    default = os.path.join(here, "..", "Sources", "FITProfile", "Generated")
    output = sys.argv[1] if len(sys.argv) > 1 else default
    os.makedirs(output, exist_ok=True)
    files = {
        "FITProfileTables.swift": tables_file(),
        "FITMessageNumber.swift": message_numbers_file(),
        "FITField+Messages.swift": field_constants_file(),
    }
    for name, text in files.items():
        with open(os.path.join(output, name), "w", encoding="utf-8") as out:
            out.write(text)


if __name__ == "__main__":
    main()
