// SPDX-License-Identifier: MIT
// The one doctest main shared by every suite. It also tells CTest about skipped test cases:
// when every test case the process ran called nonet::test::skip_test_case() (test_skip.hpp),
// and none failed, it exits with NONET_TEST_SKIP_CODE, the suites' SKIP_RETURN_CODE.
#define DOCTEST_CONFIG_IMPLEMENT
#include <doctest/doctest.h>

#include <cstdlib>
#include <string>

#include "test_skip.hpp"

namespace {

int g_cases_run = 0;
int g_cases_skipped = 0;
bool g_current_skipped = false;

// Counts the test cases that ran and those of them that skipped themselves.
struct SkipCounter : doctest::IReporter {
  explicit SkipCounter(const doctest::ContextOptions&) {}
  void report_query(const doctest::QueryData&) override {}
  void test_run_start() override {}
  void test_run_end(const doctest::TestRunStats&) override {}
  void test_case_start(const doctest::TestCaseData&) override {
    ++g_cases_run;
    g_current_skipped = false;
  }
  void test_case_reenter(const doctest::TestCaseData&) override {}
  void test_case_end(const doctest::CurrentTestCaseStats&) override {
    if (g_current_skipped) ++g_cases_skipped;
  }
  void test_case_exception(const doctest::TestCaseException&) override {}
  void subcase_start(const doctest::SubcaseSignature&) override {}
  void subcase_end() override {}
  void log_assert(const doctest::AssertData&) override {}
  void log_message(const doctest::MessageData&) override {}
  void test_case_skipped(const doctest::TestCaseData&) override {}
};

REGISTER_LISTENER("nonet-skip-counter", 1, SkipCounter);

}  // namespace

void nonet::test::skip_test_case(const char* reason, std::source_location where) {
  ADD_MESSAGE_AT(where.file_name(), static_cast<int>(where.line()),
                 "skipped: " << std::string(reason));
  g_current_skipped = true;
}

int main(int argc, char** argv) {
  // The player's own settings of these must not change what a test sees (issue 30: with
  // NONET_DATA_DIR set, the asset lookup test failed): a test that needs one sets it itself,
  // and the games the integration tests start inherit the cleared environment.
  for (const char* name : {"NONET_DATA_DIR", "NONET_SAVE_DIR", "NONET_TODAY"}) ::unsetenv(name);
  doctest::Context context(argc, argv);
  const int status = context.run();
  if (context.shouldExit()) return status;
  if (status == 0 && g_cases_run > 0 && g_cases_skipped == g_cases_run) return NONET_TEST_SKIP_CODE;
  return status;
}
