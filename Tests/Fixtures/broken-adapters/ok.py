"""The well-behaved fixture adapter, unchanged."""
from _fixture import serve

serve()
