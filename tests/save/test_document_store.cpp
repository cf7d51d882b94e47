// SPDX-License-Identifier: MIT
// DocumentStore: round trips, the backup rotation, and what load() does with each kind of
// trouble in the current copy and the backup.
#include <doctest/doctest.h>

#include <string>

#include "save/document_store.hpp"
#include "save/file_io.hpp"
#include "save_test_support.hpp"

using namespace nonet::save;
using namespace nonet::save::testing;

namespace {
// 2024-03-05 06:07:08 UTC; the stamp in names is local time, so tests only check its shape.
constexpr std::time_t kPinnedTime = 1709618828;
DocumentStore::Options pinned_clock() {
  DocumentStore::Options o;
  o.clock = [] { return kPinnedTime; };
  return o;
}
bool is_corrupt_name(const std::string& name, const std::string& doc) {
  const std::string prefix = doc + ".corrupt-";
  if (name.rfind(prefix, 0) != 0) return false;
  const std::string stamp = name.substr(prefix.size(), 15);
  return stamp.size() == 15 && stamp[8] == '-' &&
         stamp.find_first_not_of("0123456789-") == std::string::npos;
}
}  // namespace

TEST_CASE("save then load gives the payload back") {
  ScratchFolder dir;
  DocumentStore store(dir.path());
  const DocumentType type = test_type();
  REQUIRE(store.save("doc.json", type, test_payload(7)).ok());
  const LoadResult r = store.load("doc.json", type);
  CHECK(r.status == LoadStatus::Loaded);
  CHECK(r.payload == test_payload(7));
  CHECK(r.notice.empty());
  // A second store (a new run of the game) reads it too.
  DocumentStore again(dir.path());
  CHECK(again.load("doc.json", type).payload == test_payload(7));
  CHECK(entries(dir.path()) == std::vector<std::string>{"doc.json"});
}

TEST_CASE("a missing document is a first start, said quietly") {
  ScratchFolder dir;
  DocumentStore store(dir.path());
  const LoadResult r = store.load("doc.json", test_type());
  CHECK(r.status == LoadStatus::Missing);
  CHECK(r.notice.empty());
  CHECK_FALSE(r.ok());
}

TEST_CASE("the previous good copy becomes the backup") {
  ScratchFolder dir;
  DocumentStore store(dir.path());
  const DocumentType type = test_type();
  REQUIRE(store.save("doc.json", type, test_payload(1)).ok());
  REQUIRE(store.save("doc.json", type, test_payload(2)).ok());
  REQUIRE(store.save("doc.json", type, test_payload(3)).ok());
  CHECK(entries(dir.path()) == std::vector<std::string>{"doc.json", "doc.json.bak"});
  CHECK(open_document(type, read_all(dir / "doc.json")).payload == test_payload(3));
  CHECK(open_document(type, read_all(dir / "doc.json.bak")).payload == test_payload(2));
}

TEST_CASE("a missing save folder is created") {
  ScratchFolder dir;
  DocumentStore store(dir / "a" / "b" / "save");
  REQUIRE(store.save("doc.json", test_type(), test_payload(1)).ok());
  CHECK(fs::is_regular_file(dir / "a" / "b" / "save" / "doc.json"));
}

TEST_CASE("an invalid payload is never written") {
  ScratchFolder dir;
  DocumentStore store(dir.path());
  const DocumentType type = test_type();
  REQUIRE(store.save("doc.json", type, test_payload(1)).ok());
  const SaveResult r = store.save("doc.json", type, Json{{"counter", "seven"}});
  CHECK_FALSE(r.ok());
  CHECK(r.error.find("invalid") != std::string::npos);
  CHECK(store.load("doc.json", type).payload == test_payload(1));
  CHECK(entries(dir.path()) == std::vector<std::string>{"doc.json"});
}

TEST_CASE("a file larger than its kind may be is never written, and a kind may allow more") {
  ScratchFolder dir;
  DocumentType type = test_type();
  DocumentStore::Options small = pinned_clock();
  small.max_bytes = 400;  // the store's limit
  DocumentStore store(dir.path(), small);
  REQUIRE(store.save("doc.json", type, test_payload(1)).ok());
  const Json big = test_payload(2, std::string(500, 'x'));
  const SaveResult r = store.save("doc.json", type, big);
  CHECK_FALSE(r.ok());
  CHECK(r.error.find("too large") != std::string::npos);
  CHECK(store.load("doc.json", type).payload == test_payload(1));  // the last good copy
  // Its own, larger limit (the puzzle collections'): written and read back.
  type.max_bytes = 4096;
  CHECK(store.limit_for(type) == 4096);
  REQUIRE(store.save("doc.json", type, big).ok());
  CHECK(store.load("doc.json", type).payload == big);
}

TEST_CASE("a damaged current copy: backup restored, file moved aside, told once") {
  ScratchFolder dir;
  const DocumentType type = test_type();
  {
    DocumentStore store(dir.path());
    REQUIRE(store.save("doc.json", type, test_payload(1)).ok());
    REQUIRE(store.save("doc.json", type, test_payload(2)).ok());
  }
  write_all(dir / "doc.json", "{\"format\": \"nonet-te");
  DocumentStore store(dir.path(), pinned_clock());
  const LoadResult r = store.load("doc.json", type);
  CHECK(r.status == LoadStatus::RestoredBackup);
  CHECK(r.payload == test_payload(1));
  CHECK(r.notice.find("Your test file was damaged; Nonet restored the backup from ") == 0);
  REQUIRE(r.moved_aside.size() == 1);
  CHECK(r.notice.find(r.moved_aside[0].filename().string()) != std::string::npos);
  const auto names = entries(dir.path());
  REQUIRE(names.size() == 2);
  CHECK(names[0] == "doc.json.bak");
  CHECK(is_corrupt_name(names[1], "doc.json"));
  CHECK(read_all(dir.path() / names[1]) == "{\"format\": \"nonet-te");  // kept as it was

  // Told once: the next load finds the current copy missing and says nothing.
  const LoadResult again = store.load("doc.json", type);
  CHECK(again.status == LoadStatus::RestoredBackup);
  CHECK(again.notice.empty());

  // Saving now writes a fresh current copy and keeps the backup.
  REQUIRE(store.save("doc.json", type, test_payload(5)).ok());
  CHECK(store.load("doc.json", type).payload == test_payload(5));
  CHECK(open_document(type, read_all(dir / "doc.json.bak")).payload == test_payload(1));
}

TEST_CASE("two damaged copies in the same second get distinct names") {
  ScratchFolder dir;
  const DocumentType type = test_type();
  DocumentStore store(dir.path(), pinned_clock());
  write_all(dir / "doc.json", "garbage one");
  CHECK(store.load("doc.json", type).status == LoadStatus::Lost);
  write_all(dir / "doc.json", "garbage two");
  CHECK(store.load("doc.json", type).status == LoadStatus::Lost);
  const auto names = entries(dir.path());
  REQUIRE(names.size() == 2);
  CHECK(is_corrupt_name(names[0], "doc.json"));
  CHECK(names[1] == names[0] + "-2");
  CHECK(read_all(dir.path() / names[0]) == "garbage one");
  CHECK(read_all(dir.path() / names[1]) == "garbage two");
}

TEST_CASE("both copies damaged: start fresh, keep both, say where") {
  ScratchFolder dir;
  const DocumentType type = test_type();
  write_all(dir / "doc.json", "");
  write_all(dir / "doc.json.bak", "not json");
  DocumentStore store(dir.path(), pinned_clock());
  const LoadResult r = store.load("doc.json", type);
  CHECK(r.status == LoadStatus::Lost);
  CHECK(r.notice.find("no good backup") != std::string::npos);
  CHECK(r.moved_aside.size() == 2);
  CHECK(entries(dir.path()).size() == 2);
  CHECK(r.detail.find("empty") != std::string::npos);
}

TEST_CASE("a current copy damaged on disk is never rotated into the backup") {
  ScratchFolder dir;
  const DocumentType type = test_type();
  DocumentStore store(dir.path(), pinned_clock());
  REQUIRE(store.save("doc.json", type, test_payload(1)).ok());
  REQUIRE(store.save("doc.json", type, test_payload(2)).ok());
  // Damaged behind the store's back while the game runs.
  std::string bytes = read_all(dir / "doc.json");
  bytes[bytes.size() / 2] ^= 0x20;
  write_all(dir / "doc.json", bytes);
  REQUIRE(store.save("doc.json", type, test_payload(3)).ok());
  CHECK(open_document(type, read_all(dir / "doc.json.bak")).payload == test_payload(1));
  CHECK(store.load("doc.json", type).payload == test_payload(3));
  int corrupt = 0;
  for (const auto& n : entries(dir.path())) corrupt += is_corrupt_name(n, "doc.json");
  CHECK(corrupt == 1);
}

TEST_CASE("a newer version is refused, untouched, and never written over") {
  ScratchFolder dir;
  const DocumentType type = test_type();
  DocumentType newer = type;
  newer.version = 4;
  newer.migrations.push_back([](Json&) { return std::string(); });
  {
    DocumentStore store(dir.path());
    REQUIRE(store.save("doc.json", type, test_payload(1)).ok());
    REQUIRE(store.save("doc.json", newer, test_payload(2)).ok());  // a later Nonet saved
  }
  const std::string newer_bytes = read_all(dir / "doc.json");
  const std::string backup_bytes = read_all(dir / "doc.json.bak");
  DocumentStore store(dir.path());
  const LoadResult r = store.load("doc.json", type);
  CHECK(r.status == LoadStatus::TooNew);
  CHECK(r.found_version == 4);
  CHECK(r.notice.find("newer version of Nonet") != std::string::npos);
  CHECK(r.notice.find("untouched") != std::string::npos);
  CHECK(store.is_write_blocked("doc.json"));
  const SaveResult s = store.save("doc.json", type, test_payload(3));
  CHECK_FALSE(s.ok());
  CHECK(s.error.find("newer") != std::string::npos);
  CHECK(read_all(dir / "doc.json") == newer_bytes);
  CHECK(read_all(dir / "doc.json.bak") == backup_bytes);
  CHECK(entries(dir.path()).size() == 2);
}

TEST_CASE("a newer current copy is not overwritten even without a load first") {
  ScratchFolder dir;
  const DocumentType type = test_type();
  DocumentType newer = type;
  newer.version = 9;
  newer.migrations.resize(8, [](Json&) { return std::string(); });
  DocumentStore(dir.path()).save("doc.json", newer, test_payload(2));
  const std::string bytes = read_all(dir / "doc.json");
  DocumentStore store(dir.path());
  CHECK_FALSE(store.save("doc.json", type, test_payload(3)).ok());
  CHECK(read_all(dir / "doc.json") == bytes);
}

TEST_CASE("an older version on disk is migrated and then rotated as a good copy") {
  ScratchFolder dir;
  const DocumentType type = test_type();
  const Json v1 = {{"count", 12}};
  const Json doc = {{"format", "nonet-test"},
                    {"version", 1},
                    {"checksum", checksum_of("nonet-test", 1, v1)},
                    {"payload", v1}};
  write_all(dir / "doc.json", doc.dump());
  DocumentStore store(dir.path());
  const LoadResult r = store.load("doc.json", type);
  REQUIRE(r.status == LoadStatus::Loaded);
  CHECK(r.found_version == 1);
  CHECK(r.payload.at("counter").at("value") == 12);
  REQUIRE(store.save("doc.json", type, r.payload).ok());
  // The old-version file is kept as the backup, exactly as it was.
  CHECK(read_all(dir / "doc.json.bak") == doc.dump());
}

TEST_CASE("a file that is far too large is refused without reading it") {
  ScratchFolder dir;
  const DocumentType type = test_type();
  DocumentStore store(dir.path(), pinned_clock());
  REQUIRE(store.save("doc.json", type, test_payload(1)).ok());
  REQUIRE(store.save("doc.json", type, test_payload(2)).ok());
  // A sparse 8 GiB file: reading it whole would take seconds and all the memory.
  fs::resize_file(dir / "doc.json", 8ull << 30);
  const LoadResult r = store.load("doc.json", type);
  CHECK(r.status == LoadStatus::RestoredBackup);
  CHECK(r.payload == test_payload(1));
  CHECK(r.detail.find("bytes") != std::string::npos);
  REQUIRE(r.moved_aside.size() == 1);
  CHECK(fs::file_size(r.moved_aside[0]) == (8ull << 30));
  fs::remove(r.moved_aside[0]);  // do not leave 8 GiB of sparse file in /tmp longer than needed
}

TEST_CASE("a folder where the file should be is unreadable, not damaged") {
  ScratchFolder dir;
  const DocumentType type = test_type();
  fs::create_directory(dir / "doc.json");
  DocumentStore store(dir.path());
  const LoadResult r = store.load("doc.json", type);
  CHECK(r.status == LoadStatus::Unreadable);
  CHECK(r.notice.find("cannot read") != std::string::npos);
  CHECK(fs::is_directory(dir / "doc.json"));
  CHECK_FALSE(store.save("doc.json", type, test_payload(1)).ok());
  CHECK(fs::is_directory(dir / "doc.json"));
}

TEST_CASE("a leftover temporary file from a crash is ignored and replaced") {
  ScratchFolder dir;
  const DocumentType type = test_type();
  DocumentStore store(dir.path());
  REQUIRE(store.save("doc.json", type, test_payload(1)).ok());
  write_all(dir / "doc.json.tmp", "half a fi");
  CHECK(store.load("doc.json", type).payload == test_payload(1));
  REQUIRE(store.save("doc.json", type, test_payload(2)).ok());
  CHECK(entries(dir.path()) == std::vector<std::string>{"doc.json", "doc.json.bak"});
}

TEST_CASE("a load never removes a temporary this process may still be writing") {
  // The writer thread may be between writing its temporary and renaming it when the main
  // thread loads: only an earlier run's temporaries (another process id) are leftovers.
  ScratchFolder dir;
  const DocumentType type = test_type();
  DocumentStore store(dir.path());
  REQUIRE(store.save("doc.json", type, test_payload(1)).ok());
  const std::string in_flight = "doc.json" + own_temp_prefix() + "7";
  write_all(dir / in_flight, "being written");
  write_all(dir / "doc.json.tmp-0-3", "an old run's");
  CHECK(store.load("doc.json", type).payload == test_payload(1));
  CHECK(read_all(dir / in_flight) == "being written");
  CHECK_FALSE(fs::exists(dir / "doc.json.tmp-0-3"));
}
