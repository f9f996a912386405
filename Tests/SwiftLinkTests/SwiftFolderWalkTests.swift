import CodeImport
import Foundation
import Scene
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The walk `import` makes of a folder: which files, in which order, and what it reports.
@Suite("the folder walk of motionreel import")
struct SwiftFolderWalkTests {
    @Test("sorted names, build folders skipped, a folder reached twice walked once, a link cycle reported")
    func linksAndOrder() throws {
        let folder = try TemporaryFolder()
        try folder.write("", to: "App/b.swift")
        try folder.write("", to: "App/a.swift")
        try folder.write("", to: "App/Shared/s.swift")
        try folder.write("", to: "App/.build/x.swift")
        try folder.write("", to: "App/Pods/p.swift")
        try folder.write("", to: "App/notes.txt")
        let fm = FileManager.default
        // A second name for a folder already walked: nothing more, and no problem.
        try fm.createSymbolicLink(atPath: folder.file("App/Again").path, withDestinationPath: "Shared")
        // A folder outside the tree, reached only by a link: walked, named by the link.
        try folder.write("", to: "Outside/o.swift")
        try fm.createSymbolicLink(atPath: folder.file("App/Ext").path, withDestinationPath: "../Outside")
        // Two links that lead to each other: the system cannot resolve them.
        try fm.createSymbolicLink(atPath: folder.file("App/x").path, withDestinationPath: "y")
        try fm.createSymbolicLink(atPath: folder.file("App/y").path, withDestinationPath: "x")
        let root = folder.file("App").path
        let walk = SwiftFolderWalk(paths: [root])
        #expect(walk.files.map(\.display) == ["a.swift", "b.swift", "Shared/s.swift", "Ext/o.swift"].map { root + "/" + $0 }
                    .sorted())
        #expect(walk.problems.map(\.file) == [root + "/x", root + "/y"], "\(walk.problems)")
        #expect(walk.problems.allSatisfy { $0.message.hasPrefix("a symbolic link loop (") })
    }

    @Test("a tree deeper than the bound ends with one problem at the first folder too deep")
    func depthBound() throws {
        let folder = try TemporaryFolder()
        let levels = (0...Limits.maximumImportedFolderDepth).map { "d\($0)" }
        try folder.write("", to: "Deep/top.swift")
        try folder.write("", to: (["Deep"] + levels + ["bottom.swift"]).joined(separator: "/"))
        let root = folder.file("Deep").path
        let walk = SwiftFolderWalk(paths: [root])
        #expect(walk.files.map(\.display) == [root + "/top.swift"])
        #expect(walk.problems.count == 1)
        #expect(walk.problems.first?.file == ([root] + levels).joined(separator: "/"), "\(walk.problems)")
        #expect(walk.problems.first?.message.contains("nested more than \(Limits.maximumImportedFolderDepth) deep") == true)
    }

    @Test("a name that is not UTF-8 is named, with U+FFFD, instead of silently dropped")
    func undecodableName() throws {
        let folder = try TemporaryFolder()
        try folder.write("", to: "App/a.swift")
        let path = Array(folder.file("App").path.utf8) + Array("/bad".utf8) + [0xFF] + Array(".swift".utf8) + [0]
        let descriptor = path.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { name in name.baseAddress.map { creat($0, 0o644) } ?? -1 }
        }
        #expect(descriptor >= 0)
        if descriptor >= 0 { close(descriptor) }
        let root = folder.file("App").path
        let walk = SwiftFolderWalk(paths: [root])
        #expect(walk.files.map(\.display) == [root + "/a.swift"])
        #expect(walk.problems.map(\.file) == [root + "/bad\u{FFFD}.swift"], "\(walk.problems)")
        #expect(walk.problems.first?.message.hasPrefix("the name is not UTF-8") == true)
    }
}
