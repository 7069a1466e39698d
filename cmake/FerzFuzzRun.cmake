# FerzFuzzRun.cmake: one ctest fuzz run (ferz_add_fuzz_test in FerzFuzzers.cmake), as
#   cmake -DFUZZER=<exe> -DSEEDS=<dir> -DSCRATCH=<dir> -DRUNS=<n> -DSECONDS=<s> -P FerzFuzzRun.cmake
# libFuzzer writes new inputs into its first corpus folder and crash inputs into -artifact_prefix: both
# go to SCRATCH, emptied first so that every run starts from the seeds alone.
foreach(var IN ITEMS FUZZER SEEDS SCRATCH RUNS SECONDS)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "FerzFuzzRun.cmake: -D${var}=... is missing")
    endif()
endforeach()
file(REMOVE_RECURSE "${SCRATCH}")
file(MAKE_DIRECTORY "${SCRATCH}/corpus")
set(corpus "${SCRATCH}/corpus")
if(IS_DIRECTORY "${SEEDS}")
    list(APPEND corpus "${SEEDS}")
endif()
execute_process(COMMAND "${FUZZER}" -runs=${RUNS} -max_total_time=${SECONDS} -max_len=2048 -timeout=10
                        -print_final_stats=1 "-artifact_prefix=${SCRATCH}/" ${corpus}
                RESULT_VARIABLE status)
if(NOT status EQUAL 0)
    message(FATAL_ERROR "${FUZZER} failed (${status}); a crash, leak or timeout input is saved in ${SCRATCH}")
endif()
