import CMallocCounter
import Foundation

// uikit-bench: the release-mode benchmarks of issue 8. `make bench` in the repository root builds and
// runs it; docs/benchmarks.md explains the method and holds the figures.

let arguments = Array(CommandLine.arguments.dropFirst())
let options: BenchmarkOptions
do {
    options = try BenchmarkOptions.parse(arguments)
} catch let error as BenchmarkError {
    if error.description.isEmpty { exit(0) }
    FileHandle.standardError.write(Data("uikit-bench: \(error.description)\n".utf8))
    exit(64)
}

if options.peer != nil {
    // Our side of a peer comparison: rows only, in the line format the part's run.sh joins.
    PeerDispatchSuite.run(options: options)
    exit(0)
}

var machine = MachineDescription.current()
let overhead = MonotonicClock.overheadNanoseconds()
print("uikit-bench: \(machine.processors) cores, \(machine.cpuModel); \(machine.swiftVersion)")
print("clock: a timed empty region reads \(format(overhead)) ns (included in every timing); 1-minute load \(format(machine.loadAtStart))")
print("")
let table = TablePrinter()
table.printHeader()
let sheet = ResultSheet(table: table)
let started = MonotonicClock.nanoseconds()

do {
    if options.runs("hit-test") { HitTestSuite.run(into: sheet, options: options) }
    if options.runs("touch-frame") { TouchFrameSuite.run(into: sheet, options: options) }
    if options.runs("pencil-frame") { PencilFrameSuite.run(into: sheet, options: options) }
    if options.runs("allocations") {
        HitTestAllocations.run(into: sheet)
        TouchFrameSuite.runAllocations(into: sheet, options: options)
    }
    if options.runs("replay") { try ReplaySuite.run(into: sheet, options: options) }
    if options.runs("latency") {
        LatencySuite.run(into: sheet, repositoryRoot: options.repositoryRoot)
        LatencySuite.runPen(into: sheet, repositoryRoot: options.repositoryRoot)
    }
    if options.runs("memory") {
        MemorySuite.runViewSize(into: sheet)
        if options.longReplayEvents > 0 { try MemorySuite.runLongReplay(into: sheet, eventCount: options.longReplayEvents) }
    }
    if options.runs("scroll-view") { ScrollViewSuite.run(into: sheet, options: options) }
    if options.runs("table-view") { TableViewSuite.run(into: sheet, options: options) }
    if options.runs("diffable") { DiffableSuite.run(into: sheet, options: options) }
    if options.runs("collection-view") { CollectionViewSuite.run(into: sheet, options: options) }
} catch {
    FileHandle.standardError.write(Data("uikit-bench: \(error)\n".utf8))
    exit(1)
}

machine.loadAtEnd = MachineDescription.loadAverage()
let total = Double(MonotonicClock.nanoseconds() - started) / 1e9
let report = BenchmarkReport(machine: machine, quick: options.quick, clockOverheadNanoseconds: overhead, totalSeconds: total, rows: sheet.rows)
let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
do {
    let url = URL(fileURLWithPath: options.output)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try encoder.encode(report).write(to: url)
} catch {
    FileHandle.standardError.write(Data("uikit-bench: cannot write \(options.output): \(error)\n".utf8))
    exit(1)
}
let missed = sheet.rows.filter { $0.met == false }.map(\.name)
print("")
print("\(sheet.rows.count) rows in \(format(total)) s; 1-minute load \(format(machine.loadAtStart)) → \(format(machine.loadAtEnd ?? .nan)); JSON: \(options.output)")
print(missed.isEmpty ? "all targets met" : "targets missed: \(missed.joined(separator: "; "))")
