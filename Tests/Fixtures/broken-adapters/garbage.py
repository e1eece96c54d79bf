"""Answers 'action: boom' with a line that is not JSON."""
from _fixture import is_boom, serve


def misbehave(request, send):
    if not is_boom(request):
        return False
    import sys
    sys.stderr.write("fixture: about to print garbage\n")
    sys.stdout.write("this is not JSON {\n")
    return True


serve(misbehave)
