/// `--shard auto`: which share of a conversion this process converts, read from the variables the
/// batch engine it runs under gives each worker, so a recipe needs no arithmetic of its own.
///
/// - A Kubernetes Indexed Job sets `JOB_COMPLETION_INDEX` (0-based) in each pod; the Job's
///   `completions` is not in the environment, so the count comes from `--shards N`.
/// - A Slurm job array sets `SLURM_ARRAY_TASK_ID`, `SLURM_ARRAY_TASK_MIN`, `SLURM_ARRAY_TASK_STEP`
///   and `SLURM_ARRAY_TASK_COUNT`: the index is (ID − MIN) / STEP.
/// - GitHub Actions has the matrix job's index and count only as expressions
///   (`strategy.job-index`, `strategy.job-total`); a workflow passes them as `BITEXT_SHARD_INDEX`
///   (0-based) and `BITEXT_SHARD_COUNT`, which any other engine can set too.
public enum ShardEnvironment {
    /// One engine's reading: its name and the 0-based index and count it gives.
    struct Reading: Equatable {
        var engine: String
        var index: Int
        var count: Int?
    }

    /// The shard (1-based K of N) the environment gives; `shards` is `--shards N`. An error names
    /// the variables when none is set, one is not a number, two engines disagree, or the count
    /// is missing or disagrees with `--shards`.
    public static func shard(_ environment: [String: String], shards: Int?) throws(BitextError) -> (index: Int, count: Int) {
        let readings = try readings(environment)
        guard let first = readings.first else {
            throw BitextError(.shard, path: "",
                "--shard auto: no batch engine's variables are set (JOB_COMPLETION_INDEX in a Kubernetes Indexed Job, "
                    + "SLURM_ARRAY_TASK_ID in a Slurm job array, BITEXT_SHARD_INDEX and BITEXT_SHARD_COUNT elsewhere, as in a GitHub Actions matrix)")
        }
        for other in readings.dropFirst() where other.index != first.index || (other.count != nil && first.count != nil && other.count != first.count) {
            throw BitextError(.shard, path: "", "--shard auto: \(first.engine) says shard \(describe(first)) but \(other.engine) says \(describe(other))")
        }
        let counts = readings.compactMap(\.count)
        if let shards, let given = counts.first, given != shards {
            throw BitextError(.shard, path: "", "--shard auto: --shards \(shards) disagrees with \(first.engine), which says \(given) shards")
        }
        guard let count = shards ?? counts.first else {
            throw BitextError(.shard, path: "", "--shard auto: \(first.engine) gives the index but not the count: pass --shards N (the Job's completions)")
        }
        guard count >= 1, (0..<count).contains(first.index) else {
            throw BitextError(.shard, path: "", "--shard auto: \(first.engine) gives index \(first.index), outside 0…\(count - 1) for \(count) shards")
        }
        return (first.index + 1, count)
    }

    static func describe(_ reading: Reading) -> String {
        "\(reading.index + 1)/" + (reading.count.map(String.init) ?? "?")
    }

    /// What each engine whose variables are set says.
    static func readings(_ environment: [String: String]) throws(BitextError) -> [Reading] {
        func number(_ name: String) throws(BitextError) -> Int? {
            guard let text = environment[name] else { return nil }
            guard let value = Int(text.trimmingCharacters(in: .whitespaces)), value >= 0 else {
                throw BitextError(.shard, path: "", "--shard auto: \(name)=\(text) is not a whole number")
            }
            return value
        }
        var readings: [Reading] = []
        if let index = try number("JOB_COMPLETION_INDEX") {
            readings.append(Reading(engine: "the Kubernetes Indexed Job (JOB_COMPLETION_INDEX)", index: index, count: nil))
        }
        if let id = try number("SLURM_ARRAY_TASK_ID") {
            let minimum = try number("SLURM_ARRAY_TASK_MIN") ?? 0
            let step = max(1, try number("SLURM_ARRAY_TASK_STEP") ?? 1)
            guard id >= minimum, (id - minimum) % step == 0 else {
                throw BitextError(.shard, path: "", "--shard auto: SLURM_ARRAY_TASK_ID \(id) is not MIN \(minimum) plus a multiple of STEP \(step)")
            }
            readings.append(Reading(engine: "the Slurm job array (SLURM_ARRAY_TASK_*)", index: (id - minimum) / step, count: try number("SLURM_ARRAY_TASK_COUNT")))
        }
        if let index = try number("BITEXT_SHARD_INDEX") {
            readings.append(Reading(engine: "BITEXT_SHARD_INDEX/BITEXT_SHARD_COUNT", index: index, count: try number("BITEXT_SHARD_COUNT")))
        }
        return readings
    }
}

import Foundation
