// doctest's main(), compiled once into a static library that every tests/test_*.cpp executable links.
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include <doctest/doctest.h>
