/// Command-line options of `uikit-bench`.
struct BenchmarkOptions {
    /// Fewer and smaller cases (no 100,000-view trees, shorter replays) for a quick look.
    var quick = false
    /// Where the JSON goes.
    var output = "results/latest.json"
    /// The repository root, where `Tools/scripts/libinput-latency.sh` is looked for.
    var repositoryRoot = ".."
    /// Groups to run; empty runs all.
    var only: Set<String> = []
    /// Events in the long memory replay; 0 skips it. The 10-million-event run of issue 8 takes minutes, so
    /// it is its own step: `make bench BENCH_FLAGS="--only memory --long-replay-events 10000000"`.
    var longReplayEvents = 1_000_000
    /// Timed calls per timing row.
    var samples = 40_000
    /// Untimed calls before them.
    var warmUp = 4_000
    /// Events in the replay throughput session; `nil`: 50,000 (20,000 with `--quick`). Small values make a
    /// profile under valgrind quick.
    var replayEvents: Int?
    /// Runs per throughput row.
    var runs = 3
    /// `--peer PART`: print only the rows of a peer comparison (Benchmarks/peers/PART), in its line format.
    var peer: String?
    /// Measured gesture cycles per touch-frame workload in the peer comparison (one down and one lift each).
    var peerCycles = 150
    /// `--workload "1 finger, resting"`: only that touch-frame workload of the peer comparison (for profiles).
    var peerWorkload: String?
    /// `--traced`: the peer comparison's touch frames with a counting trace observer attached (profiles).
    var peerTraced = false

    static let peerParts = ["qtquick-dispatch"]

    static let groups = ["hit-test", "touch-frame", "allocations", "replay", "latency", "memory", "scroll-view", "table-view", "diffable", "collection-view", "pencil-frame"]

    static let usage = """
        usage: uikit-bench [--quick] [--output PATH] [--root PATH] [--only GROUP,...] [--long-replay-events N]
                           [--samples N] [--runs N] [--replay-events N] [--peer PART [--cycles N]]
          groups: \(groups.joined(separator: ", ")); memory includes the long replay (--long-replay-events 0 skips it)
          --peer \(peerParts.joined(separator: "|")): our side of a `make bench-peers` part (rows as lines, no JSON)
        """

    /// Parses `arguments` (without the program name).
    static func parse(_ arguments: [String]) throws -> BenchmarkOptions {
        var options = BenchmarkOptions()
        var iterator = arguments.makeIterator()
        func value(for flag: String) throws -> String {
            guard let value = iterator.next() else { throw BenchmarkError("\(flag) needs a value\n\(usage)") }
            return value
        }
        func count(for flag: String) throws -> Int {
            let text = try value(for: flag)
            guard let number = Int(text.replacingOccurrences(of: "_", with: "")), number >= 0 else {
                throw BenchmarkError("\(flag) \(text): expected a whole number ≥ 0")
            }
            return number
        }
        while let argument = iterator.next() {
            switch argument {
            case "--quick":
                options.quick = true
                options.samples = 10_000
                options.warmUp = 1_000
                options.runs = 2
                options.longReplayEvents = 200_000
            case "--output": options.output = try value(for: argument)
            case "--root": options.repositoryRoot = try value(for: argument)
            case "--only":
                let groups = try value(for: argument).split(separator: ",").map(String.init)
                if let unknown = groups.first(where: { !Self.groups.contains($0) }) {
                    throw BenchmarkError("--only: unknown group \"\(unknown)\" (expected one of: \(Self.groups.joined(separator: ", ")))")
                }
                options.only = Set(groups)
            case "--long-replay-events": options.longReplayEvents = try count(for: argument)
            case "--samples": options.samples = max(try count(for: argument), 100)
            case "--replay-events": options.replayEvents = max(try count(for: argument), 1_000)
            case "--runs": options.runs = max(try count(for: argument), 1)
            case "--peer":
                let part = try value(for: argument)
                guard Self.peerParts.contains(part) else {
                    throw BenchmarkError("--peer: unknown part \"\(part)\" (expected one of: \(Self.peerParts.joined(separator: ", ")))")
                }
                options.peer = part
            case "--cycles": options.peerCycles = max(try count(for: argument), 1)
            case "--workload": options.peerWorkload = try value(for: argument)
            case "--traced": options.peerTraced = true
            case "--help", "-h":
                print(usage)
                throw BenchmarkError.helpShown
            default:
                throw BenchmarkError("unknown argument \"\(argument)\"\n\(usage)")
            }
        }
        return options
    }

    func runs(_ group: String) -> Bool { only.isEmpty || only.contains(group) }
}

extension BenchmarkError {
    static let helpShown = BenchmarkError("")
}
