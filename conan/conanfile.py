"""Conan 2 recipe for ferz, a header-only C++20 rules library for chess variants.

The recipe lives in conan/ beside the sources it packages, so it exports them itself from the
parent folder; the version is read from include/ferz/version.hpp, the one place it is written.
Use: `conan create conan/ --build=missing -s compiler.cppstd=20` (runs conan/test_package). ferz is
C++20: a profile whose compiler.cppstd is older (Conan's default profile for g++ says gnu17), or that
sets none, is refused with a message that says what to pass. `--version` is refused unless it is the
headers' version.
"""
import os
import re

from conan import ConanFile
from conan.errors import ConanException, ConanInvalidConfiguration
from conan.tools.build import check_min_cppstd
from conan.tools.files import copy, load
from conan.tools.layout import basic_layout

required_conan_version = ">=2.0"


class FerzConan(ConanFile):
    name = "ferz"
    package_type = "header-library"
    description = "Header-only C++20 rules library for chess variants, pieces written in XBetza"
    license = "MIT"
    topics = ("chess", "chess-variants", "shogi", "xiangqi", "betza", "move-generation", "header-only")
    settings = "os", "arch", "compiler", "build_type"
    no_copy_source = True

    @property
    def _root(self):
        # The source tree: the recipe's parent folder when exporting from a checkout.
        return os.path.join(self.recipe_folder, os.pardir)

    def set_version(self):
        # The package's version is the headers' (include/ferz/version.hpp): this recipe packs the
        # checkout it sits in, so `conan create --version X` with another X would label these headers
        # with a version they are not. It is refused, naming both.
        text = load(self, os.path.join(self._root, "include", "ferz", "version.hpp"))
        parts = []
        for part in ("MAJOR", "MINOR", "PATCH"):
            match = re.search(r"^#define FERZ_VERSION_%s +(\d+) *$" % part, text, re.MULTILINE)
            if not match:
                raise ConanException("include/ferz/version.hpp has no FERZ_VERSION_%s" % part)
            parts.append(match.group(1))
        headers = ".".join(parts)
        if self.version and str(self.version) != headers:
            raise ConanException(
                "--version %s, but the headers this recipe packs are ferz %s (include/ferz/version.hpp); "
                "drop --version, or check out ferz %s" % (self.version, headers, self.version))
        self.version = headers

    def export_sources(self):
        # What package() packs, nothing more: the headers and the license (the headers need no build,
        # and Conan's CMakeDeps writes the CMake package files).
        copy(self, "*.hpp", src=os.path.join(self._root, "include"),
             dst=os.path.join(self.export_sources_folder, "include"))
        copy(self, "LICENSE", src=self._root, dst=self.export_sources_folder)

    def layout(self):
        basic_layout(self)

    def package_id(self):
        self.info.clear()

    def validate(self):
        # Always checked: a profile without compiler.cppstd would otherwise pass here and fail deep in
        # ferz's headers, in the consumer's build (Conan 2's check refuses an unset cppstd).
        try:
            check_min_cppstd(self, 20)
        except ConanInvalidConfiguration as e:
            raise ConanInvalidConfiguration(
                "%s ferz is a C++20 library: pass -s compiler.cppstd=20 (or gnu20) to conan, "
                "or set compiler.cppstd=20 in your profile" % e)

    def package(self):
        copy(self, "LICENSE", src=self.source_folder, dst=os.path.join(self.package_folder, "licenses"))
        copy(self, "*.hpp", src=os.path.join(self.source_folder, "include"),
             dst=os.path.join(self.package_folder, "include"))

    def package_info(self):
        self.cpp_info.set_property("cmake_file_name", "ferz")
        self.cpp_info.set_property("cmake_target_name", "ferz::ferz")
        # Header-only: no libraries, nothing to run.
        self.cpp_info.bindirs = []
        self.cpp_info.libdirs = []
