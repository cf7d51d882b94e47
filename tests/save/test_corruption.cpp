// SPDX-License-Identifier: MIT
// The corruption battery on the small test document (the game's documents run it too, in
// their own test files).
#include <doctest/doctest.h>

#include "corruption_battery.hpp"

using namespace nonet::save;
using namespace nonet::save::testing;

TEST_CASE("truncated at every byte: the good copy or the backup, never a crash or a loss") {
  const BatteryCounts c = truncate_at_every_byte(test_type(), test_payload(2), test_payload(1));
  // Cutting only the final newline keeps a complete document; every other cut is damage.
  CHECK(c.loaded_current == 1);
  CHECK(c.restored_backup > 100);
}

TEST_CASE("bytes replaced at random: the good copy or the backup") {
  const BatteryCounts c =
      replace_random_bytes(test_type(), test_payload(2, "label"), test_payload(1), 600, 20240305);
  CHECK(c.restored_backup > 300);
}

TEST_CASE("wrong types in every field are refused by the validator") {
  CHECK(wrong_types_in_every_field(test_type(), test_payload(2)) > 50);
}

TEST_CASE("an absurdly large file is refused and the backup used") {
  ScratchFolder dir;
  const DocumentType type = test_type();
  write_all(dir / "doc.json.bak", seal_document(type, test_payload(1)));
  // Just over the limit, and real bytes this time (a valid-looking start).
  std::string huge = seal_document(type, test_payload(2));
  huge.resize(kMaxDocumentBytes + 1, ' ');
  write_all(dir / "doc.json", huge);
  DocumentStore store(dir.path());
  const LoadResult r = store.load("doc.json", type);
  CHECK(r.status == LoadStatus::RestoredBackup);
  CHECK(r.payload == test_payload(1));
}

TEST_CASE("garbage of every kind in the current copy") {
  const DocumentType type = test_type();
  const std::vector<std::string> garbage = {
      std::string(),
      std::string(1, '\0'),
      std::string(5000, '\0'),
      "\xEF\xBB\xBF",  // a byte-order mark alone
      "null",
      "\"a string\"",
      "{}",
      "{\"format\":\"nonet-test\"}",
      "\xff\xfe{\x00\"\x00",
      std::string("{\"format\":\"nonet-test\",\"version\":3,\"checksum\":\"crc32:0\",\"payload\":"
                  "\"\xC3\x28\"}"),
      std::string(100000, '{'),
      "[" + std::string(200000, '1') + "]",
  };
  ScratchFolder dir;
  const std::string backup_bytes = seal_document(type, test_payload(1));
  write_all(dir / "doc.json.bak", backup_bytes);
  BatteryCounts counts;
  for (const std::string& g : garbage) {
    check_load_outcome(dir.path(), type, g, test_payload(2), test_payload(1), backup_bytes, counts);
  }
  CHECK(counts.restored_backup == static_cast<int>(garbage.size()));
}
