// The run-time generator for 128-bit boards, compiled once for the tests that include
// <support/dynamic_suite.hpp> (ferz/dynamic_instances.hpp), not once in each of them.
#define FERZ_DYNAMIC_INSTANCES_DEFINE 128
#include "ferz/dynamic_instances.hpp"
