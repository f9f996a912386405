import Foundation
import Scene
import SwiftReading

/// The Swift files `motionreel import` reads from the paths it is given: each file named, and the
/// `.swift` files below each folder, in sorted order — and, for whatever part of a tree cannot be
/// walked, a problem naming it, so a CI run reads everything it can and says what it could not.
///
/// Hidden folders and build folders (`.build*`, `DerivedData`, `Pods`) are skipped. A symbolic
/// link to a file is one more name for it: each file is read once, by its real path when the tree
/// holds that too. A link to a folder is followed after the real folders are walked, and only to a
/// folder not walked yet; one that leads back into a folder above it is a loop, reported once. The
/// walk stops at ``Limits/maximumImportedSwiftFiles`` files, ``Limits/maximumImportedFolders``
/// folders and ``Limits/maximumImportedFolderDepth`` levels, so no tree makes it run long.
///
/// ```swift
/// let walk = SwiftFolderWalk(paths: ["App"])
/// walk.files.map(\.display)        // ["App/ContentView.swift", "App/Views/Tabs.swift"]
/// walk.problems.map(\.description) // ["App/Locked: cannot be read (Permission denied); skipped"]
/// ```
public struct SwiftFolderWalk: Sendable {
    /// A Swift file to read: where it really is, and how messages and the listing name it.
    public struct File: Sendable, Hashable {
        public var url: URL
        public var display: String
    }

    /// The files, in the order of the paths given, each folder's sorted by name.
    public private(set) var files: [File] = []
    /// What could not be walked, one problem a place.
    public private(set) var problems: [SwiftReadError] = []

    /// The real paths of the files already listed, so no file is read twice.
    private var readFiles = Set<String>()
    /// The real paths of the folders walked (or being walked), so no folder is walked twice.
    private var walkedFolders = Set<String>()
    private var foldersOpened = 0

    public init(paths: [String]) {
        for path in paths {
            guard files.count < Limits.maximumImportedSwiftFiles else {
                problems.append(Self.tooManyFiles(path))
                break
            }
            switch FileStatus.of(path) {
            case .failure(let error):
                problems.append(Self.unreachable(path, display: path, error: error, nearest: true))
            case .success(let status) where status.kind == .folder:
                walk(folder: path)
            case .success:
                add([Candidate(path: path, display: path, viaLink: false)])
            }
        }
    }

    // MARK: Walking

    /// A `.swift` name found in a folder, before links to the same file are merged.
    private struct Candidate {
        var path: String
        var display: String
        var viaLink: Bool
    }

    /// A folder to open: its path, how messages name it, its real path, how deep below the root.
    private struct Folder {
        var path: String
        var display: String
        var real: String
        var depth: Int
    }

    /// A symbolic link to a folder, followed once the real folders are walked.
    private struct FolderLink {
        var folder: Folder
        /// The real path of the folder holding the link: a link to it or above it is a loop.
        var within: String
    }

    /// Walks the folder `root`: its real subfolders first, then the folders links lead to.
    private mutating func walk(folder root: String) {
        guard case .success(let real) = FolderListing.resolved(root), walkedFolders.insert(real).inserted else { return }
        let base = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
        var pending = [Folder(path: root, display: base, real: real, depth: 0)]
        var links: [FolderLink] = []
        var candidates: [Candidate] = []
        var full = false
        while !full {
            while !full, let folder = pending.popLast() {
                guard foldersOpened < Limits.maximumImportedFolders else {
                    problems.append(SwiftReadError(file: root, "more than \(Limits.maximumImportedFolders) folders below it; import "
                                                   + "walks at most that many — name a smaller folder"))
                    full = true
                    break
                }
                foldersOpened += 1
                read(folder, into: &pending, links: &links, candidates: &candidates)
                if files.count + candidates.count > Limits.maximumImportedSwiftFiles {
                    problems.append(Self.tooManyFiles(root))
                    full = true
                }
            }
            guard !full, !links.isEmpty else { break }
            follow(links.removeFirst(), into: &pending)
        }
        add(candidates)
    }

    /// Lists `folder`, sorting what it holds into subfolders to walk, links to follow later and Swift files.
    private mutating func read(_ folder: Folder, into pending: inout [Folder], links: inout [FolderLink],
                               candidates: inout [Candidate]) {
        let listing: FolderListing.Names
        switch FolderListing.names(in: folder.path) {
        case .success(let listed): listing = listed
        case .failure(let error):
            problems.append(SwiftReadError(file: folder.display, "cannot be read (\(error)); the files in it were skipped"))
            return
        }
        for name in listing.undecodable where !name.hasPrefix(".") {
            problems.append(SwiftReadError(file: folder.display + "/" + name, "the name is not UTF-8 (shown with � for its bad "
                                           + "bytes), so import cannot open it; skipped — rename it"))
        }
        var subfolders: [Folder] = []
        for name in listing.names where !name.hasPrefix(".") {
            let path = folder.path + "/" + name, display = folder.display + "/" + name
            let isSwift = name.hasSuffix(".swift")
            let entry: FileStatus
            switch FileStatus.of(path, followingLinks: false) {
            case .success(let status): entry = status
            case .failure(let error):
                // Gone or refused between the listing and now.
                if isSwift { problems.append(SwiftReadError(file: display, "cannot be read (\(error))")) }
                continue
            }
            switch entry.kind {
            case .folder:
                guard !Self.isSkipped(name) else { continue }
                let child = Folder(path: path, display: display, real: folder.real + "/" + name, depth: folder.depth + 1)
                if enter(child) { subfolders.append(child) }
            case .symbolicLink:
                switch (FileStatus.of(path), FolderListing.resolved(path)) {
                case (.success(let target), .success(let real)) where target.kind == .folder:
                    if !Self.isSkipped(name) {
                        links.append(FolderLink(folder: Folder(path: path, display: display, real: real, depth: folder.depth + 1),
                                                within: folder.real))
                    }
                case (.success, .success(let real)) where isSwift:
                    candidates.append(Candidate(path: real, display: display, viaLink: true))
                case (.failure(let error), _) where isSwift || error.isLoop:
                    problems.append(Self.unreachable(path, display: display, error: error, nearest: false))
                default:
                    continue
                }
            default:
                // A FIFO or device named `.swift` is listed: the reader refuses it without opening it.
                if isSwift { candidates.append(Candidate(path: folder.real + "/" + name, display: display, viaLink: false)) }
            }
        }
        // Popped from the end: reversed, so the first name is walked first.
        pending += subfolders.reversed()
    }

    /// Whether `folder` may be walked: within the depth bound, and not walked already.
    private mutating func enter(_ folder: Folder) -> Bool {
        guard folder.depth <= Limits.maximumImportedFolderDepth else {
            problems.append(SwiftReadError(file: folder.display, "folders nested more than \(Limits.maximumImportedFolderDepth) "
                                           + "deep; import goes no deeper, so the files in it were skipped"))
            return false
        }
        return walkedFolders.insert(folder.real).inserted
    }

    /// Follows a link to a folder, unless it leads back above itself (a loop) or to a folder walked already.
    private mutating func follow(_ link: FolderLink, into pending: inout [Folder]) {
        let real = link.folder.real
        if link.within == real || link.within.hasPrefix(real.hasSuffix("/") ? real : real + "/") {
            problems.append(SwiftReadError(file: link.folder.display, "a symbolic link loop (\(link.folder.display) → "
                                           + "\(FolderListing.target(ofLink: link.folder.path))); skipped"))
        } else if enter(link.folder) {
            pending.append(link.folder)
        }
    }

    /// Lists the candidates of one folder argument in name order, each real file once — by its
    /// own name when the tree holds it, else by the first link's.
    private mutating func add(_ candidates: [Candidate]) {
        let ordered = candidates.sorted { ($0.viaLink ? 1 : 0, $0.display) < ($1.viaLink ? 1 : 0, $1.display) }
        var chosen: [File] = []
        for candidate in ordered {
            let real = (try? FolderListing.resolved(candidate.path).get()) ?? candidate.path
            if readFiles.insert(real).inserted {
                chosen.append(File(url: URL(fileURLWithPath: candidate.path), display: candidate.display))
            }
        }
        let room = max(0, Limits.maximumImportedSwiftFiles - files.count)
        files += chosen.sorted { $0.display < $1.display }.prefix(room)
    }

    // MARK: Messages

    /// Build products and dependencies: not the app's source, and often thousands of files.
    private static func isSkipped(_ name: String) -> Bool {
        name.hasPrefix(".build") || name == "DerivedData" || name == "Pods"
    }

    private static func tooManyFiles(_ path: String) -> SwiftReadError {
        SwiftReadError(file: path, "more than \(Limits.maximumImportedSwiftFiles) Swift files; import reads at most "
                       + "\(Limits.maximumImportedSwiftFiles) — name a smaller folder")
    }

    /// Why `path` (a name given, or a link in a folder) leads nowhere: not there, a loop, or refused.
    private static func unreachable(_ path: String, display: String, error: FileSystemError, nearest: Bool) -> SwiftReadError {
        let isLink = (try? FileStatus.of(path, followingLinks: false).get())?.kind == .symbolicLink
        let link = isLink ? " (\(display) → \(FolderListing.target(ofLink: path)))" : ""
        if error.isLoop { return SwiftReadError(file: display, "a symbolic link loop\(link); skipped") }
        guard error.isNotFound else { return SwiftReadError(file: display, "cannot be read (\(error))") }
        if isLink {
            return SwiftReadError(file: display, "not found: a symbolic link to \(FolderListing.target(ofLink: path)), which does "
                                  + "not exist")
        }
        return SwiftReadError(file: display, "not found" + (nearest ? SwiftSourceReader.nearestSwiftFile(to: URL(fileURLWithPath: path)) : ""))
    }
}
