"""Answers 'hello' with a greeting that is not JSON."""
import sys
from _fixture import note_pid

note_pid()
sys.stdin.readline()
sys.stdout.write("Hello! I am an adapter.\n")
sys.stdout.flush()
sys.stdin.readline()
