import Foundation
import Testing
import TestSupport

@Suite("UUID correspondence of two stores' outputs")
struct UUIDCorrespondenceTests {
    private let x = "0A1B2C3D-0000-4000-8000-00000000000A", y = "9f8e7d6c-1111-4111-9111-11111111111b"
    private let z = "12345678-2222-4222-a222-22222222222C"

    private func same(_ first: String, _ second: String) -> Bool {
        var correspondence = UUIDCorrespondence()
        return correspondence.same(Data(first.utf8), Data(second.utf8))
    }

    @Test("UUIDs that stand for each other throughout are the same; other bytes must be equal")
    func correspondingUUIDsAreTheSame() {
        #expect(same("{\"uuid\":\"\(x)\",\"date\":\"2020-01-02\",\"of\":\"\(x)\"}", "{\"uuid\":\"\(y)\",\"date\":\"2020-01-02\",\"of\":\"\(y)\"}"))
        #expect(same("\(x)-\(z)", "\(y)-\(z)"))
        #expect(!same("{\"uuid\":\"\(x)\",\"date\":\"2020-01-02\"}", "{\"uuid\":\"\(y)\",\"date\":\"2020-01-03\"}"))
        #expect(!same("\(x) \(x)", "\(y) \(z)"), "one UUID standing for two")
        #expect(!same("\(x) \(z)", "\(y) \(y)"), "two UUIDs standing for one")
        #expect(!same("\(y) \(y)", "\(y) \(z)"), "an unchanged UUID is held to its correspondence too")
        #expect(!same("\(x)", "\(x) "))
        #expect(!same("\(x)", "0A1B2C3D+0000-4000-8000-00000000000A"), "a UUID against text that is none")
    }
}
