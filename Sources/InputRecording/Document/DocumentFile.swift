import Foundation

/// The size check every reader of a whole outside file makes before reading it into memory, so a
/// mistaken path (a disk image, a video) gets a clear error instead of exhausting memory.
public enum DocumentFile {
    /// The size in bytes of the regular file at `path`, or `nil` when it cannot be examined (missing,
    /// unreadable, not a regular file): the reader's own open then gives the error it always gave.
    public static func size(of path: String) -> Int? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              attributes[.type] as? FileAttributeType == .typeRegular,
              let size = attributes[.size] as? NSNumber
        else { return nil }
        return size.intValue
    }
}
