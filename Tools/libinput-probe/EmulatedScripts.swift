import EmulatedDevices
import Foundation
import InputCore

/// Event scripts the probe generates itself for `--emulate`, so the latency benchmark needs no files.
enum EmulatedScripts {
    /// One finger pressed at the left of a protocol-B multitouch screen, dragged right in `frames` motion
    /// frames at `rate` Hz, then lifted: the steady stream of one-finger motion frames a panel sends.
    static func drag(frames: Int, rate: Int) -> EvemuScript {
        var script = EvemuScript()
        let period = max(1, 1000 / max(1, rate))
        let start = 20
        script.frame(at: start, Evdev.mtDown(slot: 0, id: 1, x: 512, y: 2048) + [Evdev.key(Evdev.BTN_TOUCH, 1)])
        for step in 1...max(1, frames) {
            // 3072 units of travel spread over the drag, never leaving the panel.
            let x = 512 + (3072 * step) / max(1, frames)
            script.frame(at: start + period * step, Evdev.mtMove(slot: 0, x: x))
        }
        script.frame(at: start + period * (max(1, frames) + 1), Evdev.mtUp(slot: 0) + [Evdev.key(Evdev.BTN_TOUCH, 0)])
        return script
    }
}
