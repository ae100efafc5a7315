"""The hall: composes the engines into systems, and holds the command-line tools."""
