"""The system registry: every parser the CLIs and the evaluator can run, by name.

A system is anything with `parse(text, scene) -> Answer`; `scene` is None in
the -SP condition (the system must not look at the world).  Register a
factory with `@register("name", "one-line description")`; it receives the
options the CLI collected (treebank path, profile, ...) as keyword arguments.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Protocol

from rcl.app.answer import Answer
from rcl.errors import RCLError


class System(Protocol):
    name: str

    def parse(self, text: str, scene: Any | None) -> Answer: ...


@dataclass(frozen=True)
class Registration:
    name: str
    description: str
    factory: Callable[..., System]


_REGISTRY: dict[str, Registration] = {}


class UnknownSystemError(RCLError):
    pass


def register(name: str, description: str):
    """Class or function decorator adding a system factory under `name`."""
    def decorate(factory):
        _REGISTRY[name] = Registration(name, description, factory)
        return factory
    return decorate


def _load_builtin() -> None:
    # Importing the modules runs their @register decorators.
    from rcl.app import builtin_systems  # noqa: F401


def names() -> list[str]:
    _load_builtin()
    return sorted(_REGISTRY)


def describe() -> dict[str, str]:
    _load_builtin()
    return {name: reg.description for name, reg in sorted(_REGISTRY.items())}


def make_system(name: str, **options: Any) -> System:
    """Build the system registered as `name` with the given options."""
    _load_builtin()
    if name not in _REGISTRY:
        raise UnknownSystemError(f"unknown system '{name}'; choose one of {', '.join(sorted(_REGISTRY))}")
    return _REGISTRY[name].factory(**options)
