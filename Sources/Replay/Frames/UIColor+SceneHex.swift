import UIKit

extension UIColor {
    /// The colour of a scene's `"#rrggbb"` (already checked by ``SceneReader``); `nil` for anything else.
    init?(sceneHex: String) {
        guard sceneHex.hasPrefix("#"), sceneHex.count == 7, let value = UInt32(sceneHex.dropFirst(), radix: 16) else { return nil }
        self.init(red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255,
                  blue: CGFloat(value & 0xFF) / 255, alpha: 1)
    }
}
