/*
 * Test scaffolding for `make test-packages` only; never shipped.
 *
 * Go 1.26's Windows runtime takes its random numbers from ProcessPrng in
 * bcryptprimitives.dll, which Debian 12's Wine 8 does not provide. This
 * one-function DLL supplies it from RtlGenRandom (advapi32's
 * SystemFunction036). .ci/test-packages.sh builds it with mingw-w64, copies
 * it into the Wine prefix's system32 and enables it with
 * WINEDLLOVERRIDES=bcryptprimitives=n.
 */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
	while (length > 0) {
		ULONG n = length > 0x40000000 ? 0x40000000 : (ULONG)length;
		if (!SystemFunction036(data, n))
			return FALSE;
		data += n;
		length -= n;
	}
	return TRUE;
}
