/// evdev key codes the tests press (linux/input-event-codes.h).
enum Key {
    static let esc: UInt32 = 1, one: UInt32 = 2, equal: UInt32 = 13, backspace: UInt32 = 14, tab: UInt32 = 15
    static let q: UInt32 = 16, w: UInt32 = 17, e: UInt32 = 18, y: UInt32 = 21, leftBrace: UInt32 = 26
    static let enter: UInt32 = 28, leftCtrl: UInt32 = 29, a: UInt32 = 30, semicolon: UInt32 = 39, apostrophe: UInt32 = 40
    static let leftShift: UInt32 = 42, z: UInt32 = 44, m: UInt32 = 50, leftAlt: UInt32 = 56, space: UInt32 = 57
    static let capsLock: UInt32 = 58, f1: UInt32 = 59, f12: UInt32 = 88, numLock: UInt32 = 69, kp1: UInt32 = 79
    static let minus: UInt32 = 12, rightAlt: UInt32 = 100, up: UInt32 = 103, left: UInt32 = 105, delete: UInt32 = 111
    static let leftMeta: UInt32 = 125, kpEnter: UInt32 = 96
}
