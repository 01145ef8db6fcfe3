/// Recognises an XML format from the first bytes of an input by its root element.
enum XMLSniffer {
    /// The local name (prefix removed) of the first element in `prefix`, after an
    /// optional byte-order mark, white space, the XML declaration, comments,
    /// processing instructions and a document type declaration; `nil` when there is none.
    static func rootElementName(of prefix: [UInt8]) -> String? {
        var i = 0
        let n = prefix.count
        if n >= 3, prefix[0] == 0xEF, prefix[1] == 0xBB, prefix[2] == 0xBF { i = 3 }

        func startsWith(_ text: String, at index: Int) -> Bool {
            let bytes = Array(text.utf8)
            guard index + bytes.count <= n else { return false }
            return prefix[index..<index + bytes.count].elementsEqual(bytes)
        }
        func skip(past terminator: String) -> Bool {
            let bytes = Array(terminator.utf8)
            var j = i
            while j + bytes.count <= n {
                if prefix[j..<j + bytes.count].elementsEqual(bytes) {
                    i = j + bytes.count
                    return true
                }
                j += 1
            }
            return false
        }

        while i < n {
            switch prefix[i] {
            case 32, 9, 10, 13:
                i += 1
            case UInt8(ascii: "<"):
                if startsWith("<?", at: i) {
                    guard skip(past: "?>") else { return nil }
                } else if startsWith("<!--", at: i) {
                    guard skip(past: "-->") else { return nil }
                } else if startsWith("<!", at: i) {
                    // A DOCTYPE, possibly with an internal subset in brackets.
                    var j = i + 2, bracketDepth = 0
                    while j < n {
                        if prefix[j] == UInt8(ascii: "[") { bracketDepth += 1 }
                        if prefix[j] == UInt8(ascii: "]") { bracketDepth -= 1 }
                        if prefix[j] == UInt8(ascii: ">"), bracketDepth <= 0 { break }
                        j += 1
                    }
                    guard j < n else { return nil }
                    i = j + 1
                } else {
                    var j = i + 1
                    var nameStart = j
                    while j < n, !(prefix[j] == 32 || prefix[j] == 9 || prefix[j] == 10 || prefix[j] == 13
                                   || prefix[j] == UInt8(ascii: ">") || prefix[j] == UInt8(ascii: "/")) {
                        if prefix[j] == UInt8(ascii: ":") { nameStart = j + 1 }
                        j += 1
                    }
                    guard j > nameStart else { return nil }
                    return String(decoding: prefix[nameStart..<j], as: UTF8.self)
                }
            default:
                return nil
            }
        }
        return nil
    }
}
