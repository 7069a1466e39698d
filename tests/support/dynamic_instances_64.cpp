// The run-time generator for 64-bit boards, compiled once for the tests that include
// <support/dynamic_suite.hpp> (ferz/dynamic_instances.hpp), not once in each of them.
#define FERZ_DYNAMIC_INSTANCES_DEFINE 64
#include "ferz/dynamic_instances.hpp"
