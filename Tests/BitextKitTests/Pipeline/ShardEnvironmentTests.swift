@testable import BitextKit
import Testing

/// `--shard auto` reads the share from the variables each batch engine gives its workers.
@Suite struct ShardEnvironmentTests {
    static func shard(_ environment: [String: String], shards: Int? = nil) -> String {
        do {
            let found = try ShardEnvironment.shard(environment, shards: shards)
            return "\(found.index)/\(found.count)"
        } catch {
            return error.message
        }
    }

    @Test func eachEnginesVariables() {
        // A Kubernetes Indexed Job of 4 completions: pod 0 is shard 1/4.
        #expect(Self.shard(["JOB_COMPLETION_INDEX": "0"], shards: 4) == "1/4")
        #expect(Self.shard(["JOB_COMPLETION_INDEX": "3"], shards: 4) == "4/4")
        // A Slurm array --array=1-8: task 1 of 8 is shard 1/8; --array=0-30:10 has tasks 0, 10, 20, 30.
        #expect(Self.shard(["SLURM_ARRAY_TASK_ID": "1", "SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_COUNT": "8"]) == "1/8")
        #expect(Self.shard(["SLURM_ARRAY_TASK_ID": "20", "SLURM_ARRAY_TASK_MIN": "0", "SLURM_ARRAY_TASK_STEP": "10", "SLURM_ARRAY_TASK_COUNT": "4"]) == "3/4")
        // A GitHub Actions matrix job passing strategy.job-index and strategy.job-total.
        #expect(Self.shard(["GITHUB_ACTIONS": "true", "BITEXT_SHARD_INDEX": "2", "BITEXT_SHARD_COUNT": "3"]) == "3/3")
        #expect(Self.shard(["BITEXT_SHARD_INDEX": "2"], shards: 3) == "3/3")
    }

    @Test func missingBrokenAndDisagreeingVariablesAreErrors() {
        #expect(Self.shard(["PATH": "/usr/bin"]).contains("no batch engine's variables are set"))
        #expect(Self.shard(["JOB_COMPLETION_INDEX": "0"]).contains("pass --shards N"))
        #expect(Self.shard(["JOB_COMPLETION_INDEX": "x"], shards: 2).contains("JOB_COMPLETION_INDEX=x is not a whole number"))
        #expect(Self.shard(["JOB_COMPLETION_INDEX": "4"], shards: 4).contains("outside 0…3"))
        #expect(Self.shard(["SLURM_ARRAY_TASK_ID": "3", "SLURM_ARRAY_TASK_COUNT": "4"], shards: 5).contains("--shards 5 disagrees"))
        #expect(Self.shard(["SLURM_ARRAY_TASK_ID": "5", "SLURM_ARRAY_TASK_MIN": "0", "SLURM_ARRAY_TASK_STEP": "2", "SLURM_ARRAY_TASK_COUNT": "4"]).contains("not MIN 0 plus a multiple of STEP 2"))
        #expect(Self.shard(["JOB_COMPLETION_INDEX": "1", "SLURM_ARRAY_TASK_ID": "0", "SLURM_ARRAY_TASK_COUNT": "2"], shards: 2).contains("says shard 2/? but the Slurm job array"))
    }
}
