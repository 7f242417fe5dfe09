import EmulatedDevices
import Foundation

/// Event scripts the probe generates itself for `--emulate`, so the latency benchmark needs no files.
enum EmulatedScripts {
    /// One finger pressed at the left of a protocol-B multitouch screen, dragged right in `frames` motion
    /// frames at `rate` Hz, then lifted: the steady stream of one-finger motion frames a panel sends.
    static func drag(frames: Int, rate: Int) -> EvemuScript {
        var script = EvemuScript()
        let period = max(1, 1000 / max(1, rate))
        let start = 20
        script.frame(at: start, [
            (Evdev.evAbs, Evdev.absMTSlot, 0), (Evdev.evAbs, Evdev.absMTTrackingID, 1),
            (Evdev.evAbs, Evdev.absMTPositionX, 512), (Evdev.evAbs, Evdev.absMTPositionY, 2048),
            (Evdev.evKey, Evdev.btnTouch, 1),
        ])
        for step in 1...max(1, frames) {
            // 3072 units of travel spread over the drag, never leaving the panel.
            let x = 512 + (3072 * step) / max(1, frames)
            script.frame(at: start + period * step, [(Evdev.evAbs, Evdev.absMTPositionX, x)])
        }
        script.frame(at: start + period * (max(1, frames) + 1), [
            (Evdev.evAbs, Evdev.absMTTrackingID, -1), (Evdev.evKey, Evdev.btnTouch, 0),
        ])
        return script
    }
}
