import Foundation

extension Evaluation {
    /// The value of the computed property `property` of one case of an enum declared in the files
    /// (`Tab.home.title` → "Home"): how a screen's pages can be named from the code.
    public func property(_ property: String, ofCase name: String, in enumeration: EnumDeclaration) throws(EvaluationError) -> Value {
        guard let declaration = code.member(property, of: enumeration.name, isStatic: false).first,
              case .computed(let body) = declaration.kind else {
            throw EvaluationError(.invalid, at: enumeration.location, "\(enumeration.name) has no computed property '\(property)'")
        }
        return try call(declaration, body: body, locals: [:], selfValue: .enumCase(type: enumeration.name, name: name),
                        expecting: TypeHint.named(declaration.type, in: code), at: declaration.location)
    }
}
