# The Emscripten link targets of the engine (included from the top CMakeLists.txt
# when building with emcmake):
#   keyscape_node -> build/wasm/keyscape.js + keyscape.wasm  (CommonJS factory, Node)
#   keyscape_web  -> build/wasm/web/keyscape.mjs + keyscape.wasm (ES module, browser/worker)
#   keyscape_web_full -> build/wasm/web/keyscape-full.mjs + .wasm (the same, every part)
#
# The page's first download is keyscape_web, linked without two of the engine's parts
# (keyscape/api/parts.h; wasm/parts_absent.cc in place of core/src/api/parts.cc):
#   interop:  keyscape:Import, Export, ListExportFormats, DiffDesigns, EntityRows (the interop
#             layer, the design diff, pasted sample rows), which read no database state;
#   extended: transactions, PartiQL, streams, UpdateTable, TTL, tags, which no view sends
#             while the page starts.
# keyscape:ListOperations lists those operations with "linked": false, and the worker loads
# keyscape_web_full the first time one is asked for: for an interop operation, as a second
# engine that needs none of the first's state; for an extended one, as the engine itself,
# with the first engine's recorded state changes replayed into it (web/src/engine/router.ts).
#
# The page downloads keyscape_web, so its upper layers (expr, model, datagen, analysis,
# interop, api: the parsers, the design model, lint, the export writers, the operations) are
# compiled for size (-Oz) in keyscape_core_web; the layers the hot paths run in (base, value,
# keycodec, table, query, partition, engine.cc) come from keyscape_core at -O3 (-Oz there made
# load, Query and GenerateItems several times slower; BENCHMARKS.md has the measurements). A
# module's size is decided when its sources are compiled (-Oz at link time alone, or LTO,
# changes nothing). The Node module, wasm tests and benchmarks: all -O3.
# The boundary is a plain C ABI (wasm/bindings.cpp) that wasm/engine_abi.js wraps as
# Module.Engine (no embind: BENCHMARKS.md has what it cost).
set(KEYSCAPE_WASM_COMMON_LINK "SHELL:--post-js ${CMAKE_SOURCE_DIR}/wasm/engine_abi.js"
    -sEXPORTED_FUNCTIONS=_malloc,_free -sMODULARIZE=1 -sEXPORT_NAME=createKeyscapeModule
    -sALLOW_MEMORY_GROWTH=1 -sMAXIMUM_MEMORY=4GB -sFILESYSTEM=0)
if(CMAKE_BUILD_TYPE STREQUAL "Debug")
  list(APPEND KEYSCAPE_WASM_COMMON_LINK -sASSERTIONS=1)
endif()

# A page module's size pipeline (release builds). emcc links at -O2, not -Oz: at -Oz (any
# shrink level) emcc runs wasm-metadce, which leaves the functions in an order that gzips
# 7.5 KB worse (the same code, 17 KB smaller raw, 355,526 against 346,931 bytes gzipped for
# the main module on 2026-12-03). The -Oz pipeline then runs here, twice, with emcc's
# own -Oz options: the second pass finds what the first one's changes opened up (-2.1 KB
# gzipped; a third, --converge, under 100 bytes). The glue emcc writes at -O2 is not
# dead-code-eliminated against the wasm: 1.6 KB more gzipped JS. BENCHMARKS.md has the sizes.
function(keyscape_shrink_web_module target name)
  if(CMAKE_BUILD_TYPE STREQUAL "Debug")
    return()
  endif()
  target_link_options(${target} PRIVATE -O2)
  find_program(KEYSCAPE_WASM_OPT wasm-opt HINTS "${EMSCRIPTEN_ROOT_PATH}/../bin" /usr/bin REQUIRED)
  set(wasm ${CMAKE_BINARY_DIR}/web/${name}.wasm)
  set(oz -Oz --low-memory-unused --zero-filled-memory --mvp-features)
  add_custom_command(TARGET ${target} POST_BUILD
                     COMMAND ${KEYSCAPE_WASM_OPT} --post-emscripten ${oz} --strip-debug
                             --strip-producers ${wasm} -o ${wasm}
                     COMMAND ${KEYSCAPE_WASM_OPT} ${oz} ${wasm} -o ${wasm}
                     VERBATIM)
endfunction()

add_executable(keyscape_node ${CMAKE_SOURCE_DIR}/wasm/bindings.cpp)
target_link_libraries(keyscape_node PRIVATE keyscape_core)
target_link_options(keyscape_node PRIVATE ${KEYSCAPE_WASM_COMMON_LINK} -sENVIRONMENT=node)
set_target_properties(keyscape_node PROPERTIES OUTPUT_NAME keyscape SUFFIX ".js"
                      RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}
                      LINK_DEPENDS ${CMAKE_SOURCE_DIR}/wasm/engine_abi.js)

set(KEYSCAPE_WEB_SIZE_SOURCES ${KEYSCAPE_CORE_SOURCES})
list(FILTER KEYSCAPE_WEB_SIZE_SOURCES INCLUDE REGEX "/core/src/(api|interop|analysis|datagen|model|expr)/")
add_library(keyscape_core_web STATIC ${KEYSCAPE_WEB_SIZE_SOURCES})
target_include_directories(keyscape_core_web PUBLIC ${CMAKE_SOURCE_DIR}/core/include)
target_include_directories(keyscape_core_web PRIVATE ${CMAKE_SOURCE_DIR}/core/src)
target_compile_options(keyscape_core_web PRIVATE -Wall -Wextra -Wno-unused-parameter)
if(NOT CMAKE_BUILD_TYPE STREQUAL "Debug")
  target_compile_options(keyscape_core_web PRIVATE -Oz)  # after CMake's -O3: it wins
endif()
# The engine's C++ uses neither RTTI (typeid, dynamic_cast) nor exceptions, and Emscripten
# links without exception catching (a throw aborts either way): compiled without both, the
# modules carry no type names (std::function's targets) and no unwinding code.
target_compile_options(keyscape_core_web PRIVATE -fno-rtti -fno-exceptions)
target_compile_options(keyscape_core PRIVATE -fno-rtti -fno-exceptions)

add_executable(keyscape_web ${CMAKE_SOURCE_DIR}/wasm/bindings.cpp
               ${CMAKE_SOURCE_DIR}/wasm/parts_absent.cc)
target_include_directories(keyscape_web PRIVATE ${CMAKE_SOURCE_DIR}/core/include)
# keyscape_core_web first: wasm-ld takes each of its symbols from the first archive that
# defines it, so only the lower layers' objects come from keyscape_core (they never
# reference the upper layers).
target_link_libraries(keyscape_web PRIVATE keyscape_core_web keyscape_core)
# -sUSE_ES6_IMPORT_META=0: the glue names its .wasm only through locateFile (or never
# fetches it: instantiateWasm), never as new URL(..., import.meta.url), which Vite would
# bundle a second time (in the single file, a second inlined copy of the module).
set(KEYSCAPE_WASM_WEB_LINK ${KEYSCAPE_WASM_COMMON_LINK} -sEXPORT_ES6=1 -sUSE_ES6_IMPORT_META=0
    -sENVIRONMENT=web,worker)
target_link_options(keyscape_web PRIVATE ${KEYSCAPE_WASM_WEB_LINK})
# Both page modules are shrunk by wasm-opt after the link (keyscape_shrink_web_module).
keyscape_shrink_web_module(keyscape_web keyscape)
set_target_properties(keyscape_web PROPERTIES OUTPUT_NAME keyscape SUFFIX ".mjs"
                      RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/web
                      LINK_DEPENDS ${CMAKE_SOURCE_DIR}/wasm/engine_abi.js)

# The second module (see the top): the whole engine, from the same archives.
add_executable(keyscape_web_full ${CMAKE_SOURCE_DIR}/wasm/bindings.cpp)
target_link_libraries(keyscape_web_full PRIVATE keyscape_core_web keyscape_core)
target_link_options(keyscape_web_full PRIVATE ${KEYSCAPE_WASM_WEB_LINK})
keyscape_shrink_web_module(keyscape_web_full keyscape-full)
set_target_properties(keyscape_web_full PROPERTIES OUTPUT_NAME keyscape-full SUFFIX ".mjs"
                      RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/web
                      LINK_DEPENDS ${CMAKE_SOURCE_DIR}/wasm/engine_abi.js)
