import CommandTestSupport
import Foundation
import Testing

/// `make-corpus` (Tools/corpus) regenerates exactly the checked-in corpus recordings and their evemu
/// exports: they are the output of the project's own tools, not hand edits. (Scenes are written by hand;
/// the golden traces are checked by the corpus replay tests.)
@Suite struct CorpusGeneratorTests {
    @Test func makeCorpusReproducesTheCheckedInRecordings() throws {
        let executable = CommandRunner.builtExecutable(named: "make-corpus")
        try #require(FileManager.default.isExecutableFile(atPath: executable), "make-corpus is not built at \(executable)")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("corpus-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: output) }
        let result = try CommandRunner.run([executable, output], directory: UIKitCommandTests.packageRoot, timeout: 120)
        #expect(result.status == 0, "stderr: \(result.stderr)")

        let corpus = UIKitCommandTests.packageRoot + "/Recordings/corpus"
        let generated = try FileManager.default.contentsOfDirectory(atPath: output).sorted()
        let checkedIn = try FileManager.default.contentsOfDirectory(atPath: corpus)
            .filter { $0.hasSuffix(".jsonl") || $0.hasSuffix(".evemu") }.sorted()
        #expect(generated == checkedIn)
        for name in checkedIn where generated.contains(name) {
            let made = FileManager.default.contents(atPath: output + "/" + name)
            let kept = FileManager.default.contents(atPath: corpus + "/" + name)
            #expect(made == kept, "\(name) differs from what make-corpus writes; run `swift run make-corpus Recordings/corpus`")
        }
    }
}

/// `make-corpus --field` regenerates exactly the checked-in Recordings/field recordings (evemu and native;
/// the native ones carry the rules files' rules, so those are copied in first).
@Suite struct FieldFixtureGeneratorTests {
    @Test func makeCorpusFieldReproducesTheCheckedInRecordings() throws {
        let executable = CommandRunner.builtExecutable(named: "make-corpus")
        try #require(FileManager.default.isExecutableFile(atPath: executable), "make-corpus is not built at \(executable)")
        let field = UIKitCommandTests.packageRoot + "/Recordings/field"
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("field-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: output) }
        let files = try FileManager.default.contentsOfDirectory(atPath: field)
        for name in files where name.hasSuffix(".rules.json") {
            try FileManager.default.copyItem(atPath: field + "/" + name, toPath: output + "/" + name)
        }
        let result = try CommandRunner.run([executable, "--field", output], directory: UIKitCommandTests.packageRoot, timeout: 120)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let recordings = files.filter { $0.hasSuffix(".jsonl") || $0.hasSuffix(".evemu") }.sorted()
        let generated = try FileManager.default.contentsOfDirectory(atPath: output).filter { $0.hasSuffix(".jsonl") || $0.hasSuffix(".evemu") }.sorted()
        #expect(generated == recordings)
        for name in recordings where generated.contains(name) {
            let made = FileManager.default.contents(atPath: output + "/" + name)
            let kept = FileManager.default.contents(atPath: field + "/" + name)
            #expect(made == kept,
                    "\(name) differs from what make-corpus --field writes; run `swift run make-corpus --field Recordings/field`")
        }
    }
}
