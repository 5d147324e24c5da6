// locus-bench: figures side by side with baselines measured in the same run.
// Ratios matter more than absolute times: the machines are shared and noisy.
print("# Locus benchmarks")
SolverBench.run()
MeasureBench.run()
FrameBench.run()
