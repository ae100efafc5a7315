"""The command-line tools, one module each: rcl-parse, rcl-eval, rcl-repl, rcl-scene, rcl-train and
python -m planner.  Each parses its arguments, calls the library, and prints; `run.run_main` turns
errors into exit statuses for all of them."""
