import Render
import Testing

@Suite("NameClaims: the first preset with a name keeps it")
struct NameClaimsTests {
    @Test("a new name is given; the same name again is refused, naming both presets")
    func duplicateRefused() {
        var claims = NameClaims()
        #expect(claims.claim("tab-forward", by: "a/one.yaml") == nil)
        #expect(claims.claim("tab-blur", by: "a/two.yaml") == nil)
        let duplicate = claims.claim("tab-forward", by: "b/three.yaml")
        #expect(duplicate?.name == "tab-forward")
        #expect(duplicate?.path == "b/three.yaml")
        #expect(duplicate?.earlierPath == "a/one.yaml")
        #expect(duplicate?.description == "b/three.yaml: the name 'tab-forward' is already used by a/one.yaml in this run; outputs are named after it, so one would overwrite the other")
    }

    @Test("a refused claim takes nothing over: a third claim still names the first preset")
    func refusedClaimKeepsOwner() {
        var claims = NameClaims()
        _ = claims.claim("x", by: "first.yaml")
        _ = claims.claim("x", by: "second.yaml")
        #expect(claims.claim("x", by: "third.yaml")?.earlierPath == "first.yaml")
    }
}
