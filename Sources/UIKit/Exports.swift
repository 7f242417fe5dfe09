@_exported import Foundation
// Code written for iOS uses CGContext, CGColor and CGAffineTransform after `import UIKit` alone.
@_exported import CoreGraphics
