"""A traced compile rebuilt from its spec: which code it may import, its function and fake arguments."""
