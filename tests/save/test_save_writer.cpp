// SPDX-License-Identifier: MIT
// SaveWriter: writes happen on its thread, the newest payload wins, flush waits, errors come
// back as reports, and destroying the writer never drops a submitted save.
#include <doctest/doctest.h>

#include "save/save_writer.hpp"
#include "save_test_support.hpp"

using namespace nonet::save;
using namespace nonet::save::testing;

TEST_CASE("submitted payloads are on disk after flush; the newest wins") {
  ScratchFolder dir;
  const DocumentType type = test_type();
  DocumentStore store(dir.path());
  SaveWriter writer(store);
  std::uint64_t last = 0;
  const auto started = std::chrono::steady_clock::now();
  for (int i = 1; i <= 200; ++i) last = writer.submit("doc.json", type, test_payload(i));
  writer.submit("other.json", type, test_payload(-0 + 9));
  writer.flush();
  const auto wall = std::chrono::steady_clock::now() - started;
  CHECK(store.load("doc.json", type).payload == test_payload(200));
  CHECK(store.load("other.json", type).payload == test_payload(9));
  const auto reports = writer.take_reports();
  // Coalesced: far fewer writes than submissions, and the last one carried the last ticket.
  CHECK(reports.size() < 200);
  bool saw_last = false;
  for (const auto& r : reports) {
    CHECK(r.error.empty());
    // Each write's time is a part of the run's: positive, and never more than all of it.
    CHECK(r.took.count() > 0);
    CHECK(r.took <= wall);
    saw_last = saw_last || (r.name == "doc.json" && r.ticket == last);
  }
  CHECK(saw_last);
  CHECK(writer.take_reports().empty());
}

TEST_CASE("a failing write is reported with its reason") {
  ScratchFolder dir;
  write_all(dir / "file", "x");
  DocumentStore store(dir / "file" / "save");
  const DocumentType type = test_type();  // outlives the writer, as submit() requires
  SaveWriter writer(store);
  writer.submit("doc.json", type, test_payload(1));
  writer.flush();
  const auto reports = writer.take_reports();
  REQUIRE(reports.size() == 1);
  CHECK(reports[0].error.find("Not a directory") != std::string::npos);
}

TEST_CASE("destroying the writer finishes what was submitted") {
  ScratchFolder dir;
  const DocumentType type = test_type();
  DocumentStore store(dir.path());
  {
    SaveWriter writer(store);
    writer.submit("doc.json", type, test_payload(77));
  }
  CHECK(store.load("doc.json", type).payload == test_payload(77));
}
