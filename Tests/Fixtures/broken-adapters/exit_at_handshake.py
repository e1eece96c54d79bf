"""Exits before answering 'hello', explaining itself on stderr."""
import sys
from _fixture import note_pid

note_pid()
sys.stderr.write("fixture: cannot start: the SDK key is missing\n")
sys.exit(1)
