"""Heap allocation counts of whole bitext processes, for the benchmarks: builds the preload shim
scripts/alloc-count.c once into a scratch folder and runs commands under it. Counts are exact and
repeat from run to run, so they show allocation changes that timings on a shared machine hide."""
import os
import shutil
import subprocess
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
_shim = None


def shim():
    """The built shim's path, or None when there is no C compiler (the counts are then skipped)."""
    global _shim
    if _shim is None:
        cc = shutil.which("cc") or shutil.which("gcc")
        if not cc:
            _shim = ""
        else:
            out = os.path.join(tempfile.mkdtemp(prefix="alloc-count-"), "alloc-count.so")
            subprocess.run([cc, "-O2", "-shared", "-fPIC", "-o", out, os.path.join(HERE, "alloc-count.c"), "-ldl"], check=True)
            _shim = out
    return _shim or None


def count(cmd):
    """(allocations, bytes) of one run of `cmd`, or None without a compiler."""
    library = shim()
    if not library:
        return None
    with tempfile.NamedTemporaryFile("r", suffix=".txt") as report:
        env = dict(os.environ, LD_PRELOAD=library, ALLOC_COUNT_FILE=report.name)
        subprocess.run(cmd, env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        fields = dict(part.split("=") for part in report.read().split())
    return int(fields["allocations"]), int(fields["bytes"])
