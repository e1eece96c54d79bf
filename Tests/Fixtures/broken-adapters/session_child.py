"""Starts a child in a new session (setsid: out of the adapter's process group) that sleeps for
five minutes, then serves normally but hangs forever on 'action: boom'. Both process ids are
written to FIXTURE_PID_DIR, so a test can check that neither outlives the adapter."""
import os
import subprocess
import time
from _fixture import is_boom, note_hanging, note_pid, serve

child = subprocess.Popen(["sleep", "300"], start_new_session=True,
                         stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
folder = os.environ.get("FIXTURE_PID_DIR")
if folder:
    with open(os.path.join(folder, "%d.pid" % child.pid), "w") as f:
        f.write(str(child.pid))


def misbehave(request, send):
    if not is_boom(request):
        return False
    note_hanging()
    while True:
        time.sleep(3600)


serve(misbehave)
