from rcl.app.planner_cli import main
raise SystemExit(main())
