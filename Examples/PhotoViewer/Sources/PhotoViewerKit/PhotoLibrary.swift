import Foundation
import UIKit

/// The photos of a folder: every `.png` file, by name. A file that is not a readable PNG is left out and
/// named in ``skipped`` with the reason, so one bad file does not stop the viewer.
public struct PhotoLibrary {
    /// One photo: its file name and picture.
    public struct Photo {
        /// The file's name, shown nowhere but useful in tests and messages.
        public var name: String
        /// The picture.
        public var image: UIImage
    }

    /// The folder read.
    public let folder: String
    /// The readable photos, by file name.
    public private(set) var photos: [Photo] = []
    /// `name: reason` for each file left out.
    public private(set) var skipped: [String] = []

    /// Reads every `.png` in `folder`; a missing or unreadable folder gives no photos and one ``skipped`` line.
    public init(folder: String) {
        self.folder = folder
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.lowercased().hasSuffix(".png") }.sorted()
        } catch {
            skipped.append("\(folder): cannot be read (\(error.localizedDescription))")
            return
        }
        for name in names {
            let path = (folder as NSString).appendingPathComponent(name)
            do {
                let data = try Data(contentsOf: URL(fileURLWithPath: path))
                photos.append(Photo(name: name, image: try UIImage(pngData: data)))
            } catch {
                skipped.append("\(name): \(error)")
            }
        }
    }
}
