# Shared by the consumer projects: pass the version the test driver expects into main.cpp.
function(ferz_consumer_expect target version)
    string(REPLACE "." ";" parts "${version}")
    list(GET parts 0 major)
    list(GET parts 1 minor)
    list(GET parts 2 patch)
    target_compile_definitions(${target} PRIVATE FERZ_EXPECTED_VERSION="${version}"
        FERZ_EXPECTED_MAJOR=${major} FERZ_EXPECTED_MINOR=${minor} FERZ_EXPECTED_PATCH=${patch})
endfunction()
