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

    /// A pen on a tablet (``TestDevices/penTablet``): in proximity, tip down, moved right in `frames`
    /// frames at `rate` Hz with every axis changing (position, pressure, tilt), tip up, out of proximity.
    /// libinput makes one tablet tool event of each frame: the warm-up's proximity in and out, then
    /// proximity in, tip down, `frames` axis events, tip up, proximity out.
    static func penDrag(frames: Int, rate: Int) -> EvemuScript {
        var script = EvemuScript()
        let period = max(1, 1000 / max(1, rate))
        let count = max(1, frames)
        let serial: EvdevEvent = (Evdev.EV_MSC, Evdev.MSC_SERIAL, 0x1234)
        func abs(_ code: UInt16, _ value: Int) -> EvdevEvent { (Evdev.EV_ABS, code, value) }
        // A warm-up: the pen in and out of proximity (another serial), which turns libinput's forced
        // proximity out quirk off (tablet.c: on until the first real BTN_TOOL_PEN 0; a pen silent for 50 ms
        // of event time is sent out). On a loaded machine the run's events are read late, and the quirk
        // otherwise ends the drag before the tip comes down (TabletEndToEndTests.warmUp).
        script.frame(at: 5, [abs(Evdev.ABS_X, 100), abs(Evdev.ABS_Y, 100), abs(Evdev.ABS_DISTANCE, 40), abs(Evdev.ABS_MISC, 0x802),
                             Evdev.key(Evdev.BTN_TOOL_PEN, 1), (Evdev.EV_MSC, Evdev.MSC_SERIAL, 0x99)])
        script.frame(at: 6, [abs(Evdev.ABS_MISC, 0), Evdev.key(Evdev.BTN_TOOL_PEN, 0), (Evdev.EV_MSC, Evdev.MSC_SERIAL, 0x99)])
        var time = 20
        script.frame(at: time, [abs(Evdev.ABS_X, 4000), abs(Evdev.ABS_Y, 14000), abs(Evdev.ABS_DISTANCE, 20),
                                abs(Evdev.ABS_MISC, 0x802), Evdev.key(Evdev.BTN_TOOL_PEN, 1), serial])
        time += period
        script.frame(at: time, [abs(Evdev.ABS_DISTANCE, 0), abs(Evdev.ABS_PRESSURE, 600), Evdev.key(Evdev.BTN_TOUCH, 1), serial])
        for step in 1...count {
            time += period
            // 36000 units of travel over the drag; pressure and tilt sweep so every axis changes each frame.
            script.frame(at: time, [abs(Evdev.ABS_X, 4000 + 36000 * step / count), abs(Evdev.ABS_PRESSURE, 600 + step % 800),
                                    abs(Evdev.ABS_TILT_X, step % 40 - 20), abs(Evdev.ABS_TILT_Y, 20 - step % 40), serial])
        }
        time += period
        script.frame(at: time, [abs(Evdev.ABS_PRESSURE, 0), abs(Evdev.ABS_DISTANCE, 10), Evdev.key(Evdev.BTN_TOUCH, 0), serial])
        time += period
        script.frame(at: time, [abs(Evdev.ABS_MISC, 0), Evdev.key(Evdev.BTN_TOOL_PEN, 0), serial])
        return script
    }
}
