# The libFuzzer targets, built by scripts/fuzz as `make -f tests/fuzz/fuzz.mk -j N ROOT=...
# OUT=...` once the sanitized engine exists: $(ENGINE) is build/asan's keyscape_core (CMake
# preset `asan`: clang, -O1, ASan, UBSan aborting on the first report, and libFuzzer's
# coverage), the one sanitized engine build shared with scripts/sanitize, which CMake keeps
# incremental. Each tests/fuzz/<name>_fuzz.cc (found by the glob) is compiled with the same
# flags into $(OUT)/obj/ (-MMD: rebuilt when it or a header it includes changes) and linked
# with $(ENGINE) into $(OUT)/<name>_fuzz. A target that needs more than the engine names its
# extra sources (paths from the repository root) on lines of their own:
#   // fuzz-sources: core/cli/serve/http.cc core/cli/aws/crc32.cc
# and the libraries to link on a line `// fuzz-libs: -lfoo` (serve_fuzz.cc does both).
CXX := clang++
ENGINE := $(ROOT)/build/asan/libkeyscape_core.a
SAN := -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
CXXFLAGS := -std=c++20 -O1 -gline-tables-only $(SAN) -fsanitize=fuzzer-no-link \
            -I$(ROOT)/core/include \
            -DCPPHTTPLIB_OPENSSL_SUPPORT -DCPPHTTPLIB_ZLIB_SUPPORT -DCPPHTTPLIB_BROTLI_SUPPORT

TARGET_SRCS := $(sort $(wildcard $(ROOT)/tests/fuzz/*_fuzz.cc))
TARGETS := $(patsubst $(ROOT)/tests/fuzz/%.cc,$(OUT)/%,$(TARGET_SRCS))

extra_srcs = $(shell sed -n 's|^// fuzz-sources: ||p' $(ROOT)/tests/fuzz/$(1).cc)
extra_libs = $(shell sed -n 's|^// fuzz-libs: ||p' $(ROOT)/tests/fuzz/$(1).cc)

all: $(TARGETS)

$(OUT)/obj/%.o: $(ROOT)/%.cc
	@mkdir -p $(@D)
	@echo "  compile $*.cc"
	@$(CXX) $(CXXFLAGS) -MMD -MP -c $< -o $@

define LINK
$(OUT)/$(1): $(OUT)/obj/tests/fuzz/$(1).o \
    $(patsubst %.cc,$(OUT)/obj/%.o,$(call extra_srcs,$(1))) $(ENGINE)
	@echo "  link $(1)"
	@$(CXX) $(CXXFLAGS) -fsanitize=fuzzer $$^ -o $$@ -pthread $(call extra_libs,$(1))
endef
$(foreach t,$(patsubst $(OUT)/%,%,$(TARGETS)),$(eval $(call LINK,$(t))))

-include $(shell find $(OUT)/obj -name '*.d' 2>/dev/null)

.PHONY: all
