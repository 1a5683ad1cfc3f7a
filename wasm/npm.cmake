# The npm package's two Emscripten link targets (included from the top CMakeLists.txt when
# building with emcmake; `./scripts/build npm` packs them with wasm/npm/):
#   keyscape_npm -> build/wasm/npm/keyscape.js + .wasm: the Engine of wasm/bindings.cpp and
#                   the WireServer of wasm/npm/server_bindings.cpp (HTTP/1.1 framing of
#                   core/cli/serve/http1.h, then exchange.h: the same HTTP rules as
#                   `keyscape serve`), a CommonJS factory for Node.
#   keyscape_cli -> build/wasm/npm/keyscape-cli.js + .wasm: the native CLI's own main
#                   (core/cli/main.cc and its model commands) with Node's file system, so
#                   `npx keyscape lint` prints what the native CLI prints. `serve` and
#                   `verify` need sockets: wasm/npm/cli_stubs.cc says so. `keyscape-mcp` is
#                   this main's `mcp` command (core/cli/mcp/).
# x-amz-crc32 natively is zlib's crc32(); Emscripten 3.1.6 has no zlib without a download,
# so wasm/npm/crc32.cc computes the same CRC-32, and wasm/npm/body_codec_none.cc says that
# this server neither compresses responses nor reads compressed requests (aws/body_codec.h).
set(KEYSCAPE_NPM_OUT ${CMAKE_BINARY_DIR}/npm)
set(KEYSCAPE_NPM_SERVE_SOURCES ${CMAKE_SOURCE_DIR}/core/cli/serve/exchange.cc
    ${CMAKE_SOURCE_DIR}/core/cli/serve/http1.cc
    ${CMAKE_SOURCE_DIR}/core/cli/serve/wire.cc ${CMAKE_SOURCE_DIR}/core/cli/serve/ttl.cc
    ${CMAKE_SOURCE_DIR}/core/cli/serve/content_coding.cc
    ${CMAKE_SOURCE_DIR}/wasm/npm/crc32.cc ${CMAKE_SOURCE_DIR}/wasm/npm/body_codec_none.cc)

add_executable(keyscape_npm ${CMAKE_SOURCE_DIR}/wasm/bindings.cpp
               ${CMAKE_SOURCE_DIR}/wasm/npm/server_bindings.cpp ${KEYSCAPE_NPM_SERVE_SOURCES})
target_link_libraries(keyscape_npm PRIVATE keyscape_core)
target_include_directories(keyscape_npm PRIVATE ${CMAKE_SOURCE_DIR}/core/cli)
# Two C ABIs, no embind: wasm/bindings.cpp, which wasm/engine_abi.js wraps as Module.Engine
# (as in wasm.cmake), and server_bindings.cpp, which wasm/npm/server_abi.js wraps as
# Module.WireServer (a request's bytes cross once each way, with no per-request objects).
target_link_options(keyscape_npm PRIVATE "SHELL:--post-js ${CMAKE_SOURCE_DIR}/wasm/engine_abi.js"
                    "SHELL:--post-js ${CMAKE_SOURCE_DIR}/wasm/npm/server_abi.js"
                    -sEXPORTED_FUNCTIONS=_malloc,_free -sMODULARIZE=1
                    -sEXPORT_NAME=createKeyscapeModule -sALLOW_MEMORY_GROWTH=1
                    -sMAXIMUM_MEMORY=4GB -sFILESYSTEM=0 -sENVIRONMENT=node
                    # a library inside the user's process: no process-wide exit or error handlers
                    -sNODEJS_CATCH_EXIT=0 -sNODEJS_CATCH_REJECTION=0)
set_target_properties(keyscape_npm PROPERTIES OUTPUT_NAME keyscape SUFFIX ".js"
                      RUNTIME_OUTPUT_DIRECTORY ${KEYSCAPE_NPM_OUT}
                      LINK_DEPENDS "${CMAKE_SOURCE_DIR}/wasm/engine_abi.js;${CMAKE_SOURCE_DIR}/wasm/npm/server_abi.js")

set(KEYSCAPE_NPM_CLI_SOURCES ${CMAKE_SOURCE_DIR}/core/cli/main.cc
    ${CMAKE_SOURCE_DIR}/core/cli/model_commands.cc ${CMAKE_SOURCE_DIR}/core/cli/design_commands.cc
    ${CMAKE_SOURCE_DIR}/core/cli/design_report.cc ${CMAKE_SOURCE_DIR}/core/cli/mcp/mcp.cc
    ${CMAKE_SOURCE_DIR}/core/cli/mcp/session.cc ${CMAKE_SOURCE_DIR}/core/cli/mcp/tools.cc
    ${CMAKE_SOURCE_DIR}/wasm/npm/cli_stubs.cc)
add_executable(keyscape_cli ${KEYSCAPE_NPM_CLI_SOURCES})
target_link_libraries(keyscape_cli PRIVATE keyscape_core)
target_include_directories(keyscape_cli PRIVATE ${CMAKE_SOURCE_DIR}/core/cli)
target_link_options(keyscape_cli PRIVATE -sALLOW_MEMORY_GROWTH=1 -sMAXIMUM_MEMORY=4GB
                    -sENVIRONMENT=node -sNODERAWFS=1 -sEXIT_RUNTIME=1
                    "SHELL:--pre-js ${CMAKE_SOURCE_DIR}/wasm/npm/cli_pre.js")
set_property(TARGET keyscape_cli APPEND PROPERTY LINK_DEPENDS ${CMAKE_SOURCE_DIR}/wasm/npm/cli_pre.js)
set_target_properties(keyscape_cli PROPERTIES OUTPUT_NAME keyscape-cli SUFFIX ".js"
                      RUNTIME_OUTPUT_DIRECTORY ${KEYSCAPE_NPM_OUT})
