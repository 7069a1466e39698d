"""What can be checked of conan/ without Conan (not packaged by Debian, and PyPI is out of reach).

    python3 cmake/check_conan_recipe.py <source-dir> <expected-version> <work-dir>

The recipes must parse; then conan/conanfile.py is loaded against a small stand-in for the parts of
the `conan` package it imports, and its methods run the way `conan create` would call them:
set_version() must read the header's version, export_sources() must export the headers and the license
and nothing else, package() must lay out include/ferz/*.hpp and licenses/LICENSE, and
package_info() must name the CMake package ferz and the target ferz::ferz, with no libraries;
validate() must refuse a C++17 profile, and one with no cppstd (Conan 2's check_min_cppstd refuses
it), with a message that says to pass -s compiler.cppstd=20, and accept C++20; set_version() must refuse
a --version other than the header's. The test package must include <ferz/ferz.hpp> unconditionally (not behind
__has_include, which passes when only version.hpp is packaged) and check perft 3 of chess = 8902, and
.gitignore must ignore the CMakeUserPresets.json a conan run leaves in it.
What this cannot check: Conan's own behaviour, the test_package run under conan (its CMake project
is built for real by ctest's consume.conan_test_package), and the registry.
"""
import ast
import fnmatch
import importlib.util
import os
import shutil
import sys
import types


def fail(message):
    print("check_conan_recipe: " + message, file=sys.stderr)
    sys.exit(1)


def stand_in_conan():
    """Install a minimal `conan` package into sys.modules: just what the recipes import."""

    class ConanFile:
        pass

    def copy(conanfile, pattern, src, dst, **_):
        copied = []
        for root, dirs, files in os.walk(src):
            dirs[:] = [d for d in dirs if d not in (".git", "build")]  # cheap: no pattern reaches them
            for name in files:
                path = os.path.join(root, name)
                relative = os.path.relpath(path, src)
                if fnmatch.fnmatch(relative, pattern):
                    target = os.path.join(dst, relative)
                    os.makedirs(os.path.dirname(target), exist_ok=True)
                    shutil.copy2(path, target)
                    copied.append(target)
        return copied

    def load(conanfile, path, **_):
        with open(path, encoding="utf-8") as f:
            return f.read()

    class ConanException(Exception):
        pass

    class ConanInvalidConfiguration(ConanException):
        pass

    def check_min_cppstd(conanfile, cppstd):
        # Conan 2's check, and its message, for the settings the stand-in is given.
        current = conanfile.settings.get_safe("compiler.cppstd")
        if current is None:
            raise ConanInvalidConfiguration("The compiler.cppstd is not defined for this configuration")
        if int(current.replace("gnu", "")) < int(cppstd):
            raise ConanInvalidConfiguration(
                "Current cppstd (%s) is lower than the required C++ standard (%s)." % (current, cppstd))

    modules = {
        "conan": {"ConanFile": ConanFile},
        "conan.errors": {"ConanException": ConanException, "ConanInvalidConfiguration": ConanInvalidConfiguration},
        "conan.tools": {},
        "conan.tools.files": {"copy": copy, "load": load},
        "conan.tools.layout": {"basic_layout": lambda conanfile, src_folder=".": None},
        "conan.tools.build": {"check_min_cppstd": check_min_cppstd, "can_run": lambda c: True},
        "conan.tools.cmake": {"CMake": object, "cmake_layout": lambda conanfile: None},
    }
    for name, attributes in modules.items():
        module = types.ModuleType(name)
        module.__dict__.update(attributes)
        sys.modules[name] = module


class Settings:
    def __init__(self, cppstd):
        self.cppstd = cppstd

    def get_safe(self, name):
        return self.cppstd if name == "compiler.cppstd" else None


class CppInfo:
    def __init__(self):
        self.properties = {}
        self.bindirs = ["bin"]
        self.libdirs = ["lib"]
        self.libs = []

    def set_property(self, key, value):
        self.properties[key] = value


def main():
    if len(sys.argv) != 4:
        fail("usage: check_conan_recipe.py <source-dir> <expected-version> <work-dir>")
    source, expected_version, work = sys.argv[1:]
    recipes = [os.path.join(source, "conan", "conanfile.py"), os.path.join(source, "conan", "test_package", "conanfile.py")]
    for recipe in recipes:
        with open(recipe, encoding="utf-8") as f:
            ast.parse(f.read(), recipe)

    stand_in_conan()
    spec = importlib.util.spec_from_file_location("ferz_conanfile", recipes[0])
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    recipe_class = next(v for v in vars(module).values()
                        if isinstance(v, type) and v.__module__ == module.__name__)

    shutil.rmtree(work, ignore_errors=True)
    recipe = recipe_class()
    recipe.recipe_folder = os.path.join(source, "conan")
    recipe.version = None
    if recipe.name != "ferz" or recipe.package_type != "header-library" or recipe.license != "MIT":
        fail("name, package_type or license is wrong: %r %r %r" % (recipe.name, recipe.package_type, recipe.license))

    recipe.set_version()
    if recipe.version != expected_version:
        fail("set_version() read %r, the header says %r" % (recipe.version, expected_version))
    # `conan create --version X` sets the version before set_version(): the headers' own is accepted,
    # another is refused (it would pack these headers under a version they are not), naming both.
    exception = sys.modules["conan.errors"].ConanException
    recipe.version = expected_version
    recipe.set_version()
    recipe.version = "9.9.9"
    try:
        recipe.set_version()
        fail("set_version() accepted --version 9.9.9 for the headers of %s" % expected_version)
    except exception as e:
        if "9.9.9" not in str(e) or expected_version not in str(e):
            fail("set_version()'s message for --version 9.9.9 names neither version: %s" % e)
    recipe.version = expected_version

    recipe.export_sources_folder = os.path.join(work, "export_source")
    recipe.export_sources()
    # Exactly what package() packs: the headers and the license.
    exported = set()
    for root, _, files in os.walk(recipe.export_sources_folder):
        exported |= {os.path.relpath(os.path.join(root, name), recipe.export_sources_folder) for name in files}
    wanted = {"LICENSE"}
    for root, _, files in os.walk(os.path.join(source, "include")):
        wanted |= {os.path.relpath(os.path.join(root, name), source) for name in files if name.endswith(".hpp")}
    if exported != wanted:
        fail("export_sources() exported %s more and %s less than the headers and LICENSE"
             % (sorted(exported - wanted)[:5], sorted(wanted - exported)[:5]))

    recipe.source_folder = recipe.export_sources_folder
    recipe.package_folder = os.path.join(work, "package")
    recipe.package()
    headers = []
    for root, _, files in os.walk(os.path.join(source, "include")):
        headers += [os.path.relpath(os.path.join(root, name), source) for name in files if name.endswith(".hpp")]
    for needed in headers + [os.path.join("licenses", "LICENSE")]:
        if not os.path.isfile(os.path.join(recipe.package_folder, needed)):
            fail("package() did not package " + needed)

    recipe.cpp_info = CppInfo()
    recipe.package_info()
    properties = recipe.cpp_info.properties
    if properties.get("cmake_file_name") != "ferz" or properties.get("cmake_target_name") != "ferz::ferz":
        fail("package_info() CMake names are %r" % properties)
    if recipe.cpp_info.bindirs or recipe.cpp_info.libdirs or recipe.cpp_info.libs:
        fail("package_info() must declare no libraries or binaries")
    invalid = sys.modules["conan.errors"].ConanInvalidConfiguration
    for cppstd, accepted in ((None, False), ("20", True), ("gnu20", True), ("23", True), ("gnu17", False), ("14", False)):
        recipe.settings = Settings(cppstd)
        try:
            recipe.validate()
            if not accepted:
                fail("validate() accepted compiler.cppstd=%s" % cppstd)
        except invalid as e:
            if accepted:
                fail("validate() refused compiler.cppstd=%s: %s" % (cppstd, e))
            if "-s compiler.cppstd=20" not in str(e):
                fail("validate()'s message for compiler.cppstd=%s does not say what to pass: %s" % (cppstd, e))

    with open(os.path.join(source, "conan", "test_package", "main.cpp"), encoding="utf-8") as f:
        test_main = f.read()
    if "__has_include" in test_main or "#include <ferz/ferz.hpp>" not in test_main:
        fail("conan/test_package/main.cpp must #include <ferz/ferz.hpp> unconditionally")
    if "perft(" not in test_main or "8902" not in test_main:
        fail("conan/test_package/main.cpp must check perft 3 of chess (8902)")
    with open(os.path.join(source, ".gitignore"), encoding="utf-8") as f:
        if "/conan/test_package/CMakeUserPresets.json" not in f.read().split():
            fail(".gitignore does not ignore conan/test_package/CMakeUserPresets.json")

    print("conan/conanfile.py: version %s, %d headers packaged, CMake target ferz::ferz" % (recipe.version, len(headers)))


if __name__ == "__main__":
    main()
