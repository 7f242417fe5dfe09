# Use the app, then close its window: every input event is in the recording.
swift run MyKiosk --display window --size 480x800 --record order.jsonl

# Replay it into the app on the framework clock: the same trace on every run and machine.
swift run MyKiosk --replay order.jsonl --size 480x800 --trace order.trace

# Later, after a change: a different decision shows as a diff.
swift run MyKiosk --replay order.jsonl --size 480x800 --trace new.trace && diff order.trace new.trace
