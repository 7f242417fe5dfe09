#!/usr/bin/env python3
"""Runs a command and prints its wall time and the CPU time of the process itself apart from that of the
children it waited for (its worker processes): "WALL PARENT_USER PARENT_SYS CHILDREN_USER CHILDREN_SYS", seconds.

The split is read from /proc/PID/stat once the process has exited but before it is reaped (waitid with
WNOWAIT), so the figures are final. Standard output and error pass through; the exit status is the command's.
Usage: cpu-split.py OUT_FILE COMMAND [ARGS...]
"""
import os
import subprocess
import sys
import time

out, command = sys.argv[1], sys.argv[2:]
ticks = os.sysconf("SC_CLK_TCK")
start = time.monotonic()
process = subprocess.Popen(command)
os.waitid(os.P_PID, process.pid, os.WEXITED | os.WNOWAIT)
wall = time.monotonic() - start
with open("/proc/%d/stat" % process.pid) as stat:
    # Fields after the command name (which may hold spaces) in parentheses: utime is field 14, cstime 17.
    fields = stat.read().rsplit(")", 1)[1].split()
utime, stime, cutime, cstime = (int(fields[i]) / ticks for i in range(11, 15))
status = process.wait()
with open(out, "w") as file:
    file.write("%.3f %.2f %.2f %.2f %.2f\n" % (wall, utime, stime, cutime, cstime))
sys.exit(status)
