#!/usr/bin/env bash
# Installs the Debian packages a peer part needs, only those missing (as root, else with sudo).
#   ensure-packages.sh PART PACKAGE...     (PART names the part in the message)
set -euo pipefail
part="${1:?usage: ensure-packages.sh PART PACKAGE...}"
shift
missing=()
for pkg in "$@"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
[ ${#missing[@]} -gt 0 ] || exit 0
sudo=(); [ "$(id -u)" -eq 0 ] || sudo=(sudo)
echo "$part: installing ${missing[*]}" >&2
"${sudo[@]}" apt-get -o DPkg::Lock::Timeout=600 update -qq
DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
