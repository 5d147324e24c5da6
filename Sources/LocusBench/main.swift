// locus-bench: figures side by side with baselines measured in the same run.
// Ratios matter more than absolute times: the machines are shared and noisy.
// Arguments name the benchmarks to run (solver, measure, memory, frame, arc, physics;
// measure-build and figure8-loop-once only when named); none runs them all.
let chosen = Set(CommandLine.arguments.dropFirst()).subtracting(["--no-title"])
func wanted(_ name: String) -> Bool { chosen.isEmpty || chosen.contains(name) }

// (--no-title: a continuation, whose output follows another run's: the Makefile runs the frame
// benchmarks apart, and the memory benchmark runs itself again in a child process.)
if !CommandLine.arguments.contains("--no-title") { print("# Locus benchmarks") }
if wanted("solver") {
    SolverBench.run()
    SolverProcessBench.run()
}
// Not part of a full run: one process's figure-8 loop, for SolverProcessBench.
if chosen.contains("figure8-loop-once") { SolverProcessBench.runOnce() }
if wanted("measure") { MeasureBench.run() }
if wanted("memory") { MemoryBench.run() }
// Not part of a full run: the measure builds alone, for profiling.
if chosen.contains("measure-build") { MeasureBench.runBuildOnly() }
if wanted("frame") { FrameBench.run() }
if wanted("arc") { ArcBench.run() }
if wanted("physics") { PhysicsBench.run() }
